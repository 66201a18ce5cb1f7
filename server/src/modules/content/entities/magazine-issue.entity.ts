import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { IssueKind, Localised } from '@contracts/schemas/content';
import { MagazineEntity } from './magazine.entity';

/**
 * One issue of a magazine: a periodical issue or a monthly edition, numbered per kind. Its table
 * of contents is the published articles whose `issue_id` is this id.
 */
@Entity('magazine_issues')
@Index('uq_magazine_issues_number', ['magazineId', 'kind', 'number'], { unique: true })
@Index('ix_magazine_issues_magazine_issued', ['magazineId', 'issuedOn'])
export class MagazineIssueEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  magazineId: string;

  @ManyToOne(() => MagazineEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'magazine_id' })
  magazine?: MagazineEntity;

  @Column({ type: 'varchar', length: 16 })
  kind: IssueKind;

  @Column({ type: 'integer' })
  number: number;

  @Column({ type: 'jsonb' })
  title: Localised;

  @Column({ type: 'varchar', length: 500 })
  cover: string;

  /** The cover date (a calendar day, no time zone). */
  @Column({ type: 'date' })
  issuedOn: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
