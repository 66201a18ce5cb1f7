import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SearchKind } from '@contracts/schemas/search';

/**
 * One searchable thing in one language (`''` = language-neutral), as its owner's SearchSource
 * describes it. `tsv` is built by the search engine from the segmented, folded title (weight A) and
 * text (weight B): Han words under the 'simple' configuration, the rest under 'english' (stemmed).
 * GIN index on `tsv` (created by the migration; TypeORM cannot declare GIN).
 */
@Entity('search_documents')
export class SearchDocumentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  kind: SearchKind;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  refId: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  language: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Plain text a guest may read (a locked article's preview only): what snippets are cut from. */
  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cover: string | null;

  @Column({ type: 'varchar', length: 300 })
  link: string;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'real', default: 0 })
  boost: number;

  @Index('ix_search_documents_tsv', { synchronize: false })
  @Column({ type: 'tsvector' })
  tsv: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  indexedAt: Date;
}
