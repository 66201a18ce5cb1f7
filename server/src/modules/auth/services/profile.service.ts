import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { UserDto } from '@contracts/api';
import type { UpdateProfileInput } from '@contracts/schemas/profile';
import { AppException } from '@server/common/errors/app.exception';
import { StorageService } from '@server/infra/storage/storage';
import { ImageService } from '@server/infra/images/image.service';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { UserEntity } from '../entities/user.entity';
import { toUserDto } from './user.mapper';

/** The caller's own profile. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly storage: StorageService,
    private readonly images: ImageService,
    private readonly events: EventBus,
  ) {}

  async get(userId: string): Promise<UserDto> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw AppException.notFound();
    return this.dto(user);
  }

  async update(userId: string, input: UpdateProfileInput): Promise<UserDto> {
    const patch: Partial<UserEntity> = {};
    if (input.nickname !== undefined) patch.nickname = input.nickname;
    if (input.gender !== undefined) patch.gender = input.gender;
    if (input.birthday !== undefined) patch.birthday = input.birthday;
    if (input.bio !== undefined) patch.bio = input.bio || null;
    if (input.region !== undefined) patch.region = input.region || null;
    if (input.city !== undefined) patch.city = input.city || null;
    if (input.avatar !== undefined) patch.avatar = this.toKey(input.avatar, 'avatar');
    if (input.background !== undefined) patch.background = this.toKey(input.background, 'background');
    await this.users.update({ id: userId }, patch);
    return this.announced(await this.get(userId));
  }

  async setAvatar(userId: string, image: Buffer): Promise<UserDto & { url: string; fullurl: string }> {
    const stored = await this.images.storeAvatar(image);
    await this.users.update({ id: userId }, { avatar: stored.key });
    return { ...this.announced(await this.get(userId)), url: stored.url, fullurl: stored.fullurl };
  }

  /** An author's name, bio and avatar are searchable: search re-reads them after an edit. */
  private announced(user: UserDto): UserDto {
    if (user.roles.includes('author')) this.events.publish(new SearchDocumentsChanged({ kind: 'author', ids: [user.id] }));
    return user;
  }

  private dto(user: UserEntity) {
    return toUserDto(user, (k) => this.storage.url(k));
  }

  /**
   * Profiles only point at images uploaded here: the URL (relative or full) of one of our own
   * stored images becomes its key; anything else is refused.
   */
  private toKey(value: string | null, field: string): string | null {
    if (value === null || value === '') return null;
    const match = /(?:^|\/)(images\/[a-z0-9_/-]+\/[0-9a-f-]{36}\.(?:jpg|png|webp|gif))$/.exec(value);
    if (!match?.[1]) throw AppException.field(field, 'v.url.invalid');
    return match[1];
  }
}
