import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StorageService } from '@server/infra/storage/storage';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';

interface AuthorRow {
  id: string;
  nickname: string;
  bio: string | null;
  avatar: string | null;
  created_at: Date;
}

const SELECT = `SELECT id, nickname, bio, avatar, created_at FROM users
                 WHERE 'author' = ANY(roles) AND status = 'active' AND deleted_at IS NULL`;

/**
 * Authors in search: active users holding the author role, by nickname and bio (language-neutral).
 * Auth owns users, so the source lives here; a profile edit announces itself, role changes and
 * deletions show at the next scan (every 10 minutes).
 */
@Injectable()
@ProvidesSearch()
export class AuthorSearchSource extends SqlSearchSource<AuthorRow> {
  readonly kind = 'author' as const;
  readonly rescanEveryMs = 10 * 60_000;
  protected readonly select = SELECT;

  constructor(
    ds: DataSource,
    private readonly storage: StorageService,
  ) {
    super(ds);
  }

  protected toDocuments(r: AuthorRow): SearchDocument[] {
    return [
      {
        kind: 'author',
        id: r.id,
        language: null,
        title: r.nickname,
        text: r.bio ?? '',
        cover: r.avatar ? this.storage.url(r.avatar) : null,
        link: `/pages/author/author?id=${r.id}`,
      },
    ];
  }
}
