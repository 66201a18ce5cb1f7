import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SearchKind } from '@contracts/schemas/search';

/**
 * One searchable thing in one language (`''` = language-neutral), as its owner's SearchSource
 * describes it. The engine builds `tsv` (title and text, for matching) and `head` (title, for
 * ranking) from the segmented, folded words: Han words under the 'simple' configuration, the rest
 * under 'english' (stemmed). GIN index on `tsv` (created by the migration; TypeORM cannot declare GIN).
 */
@Entity('search_documents')
@Index('ix_search_documents_group', ['kind', 'groupKey'])
export class SearchDocumentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  kind: SearchKind;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  refId: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  language: string;

  /** The group the document belongs to (its owner's `group`, else `refId`): a search shows one hit per group. */
  @Column({ type: 'varchar', length: 64 })
  groupKey: string;

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

  /** Every word of title and text, positions and weights stripped (matching only: smaller rows, a faster scan). */
  @Index('ix_search_documents_tsv', { synchronize: false })
  @Column({ type: 'tsvector' })
  tsv: string;

  /** The title's words (ranking: a match in the title counts most; ts_rank over a few words is cheap). */
  @Column({ type: 'tsvector' })
  head: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  indexedAt: Date;
}
