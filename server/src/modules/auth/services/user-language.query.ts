import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@contracts/language';
import { UserEntity } from '../entities/user.entity';

/** A user's stored interface language (for messages rendered outside a request, e.g. pushes). */
@Injectable()
export class UserLanguageQuery {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async of(userId: string): Promise<Language> {
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, language: true } });
    return normalizeLanguage(user?.language) ?? DEFAULT_LANGUAGE;
  }
}
