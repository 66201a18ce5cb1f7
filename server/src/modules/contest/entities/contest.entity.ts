import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ContestStatus, RankRow } from '@contracts/schemas/contest';
import type { ContestTranslations } from '../services/translations';

/** A photo contest. `status` turns `ended` by the end job at `endsAt`, which also freezes `finalRanking`. */
@Entity('contests')
export class ContestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'int' })
  year: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  cover: string;

  @Column({ type: 'text', default: '' })
  rules: string;

  /** Translations of the title and rules as written (decision 0135): language → fields; a translation wins for its language. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations: ContestTranslations;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'int', default: 5 })
  votesPerUserPerDay: number;

  @Column({ type: 'varchar', length: 64, default: 'Asia/Shanghai' })
  timeZone: string;

  @Column({ type: 'varchar', length: 16, default: 'in_progress' })
  status: ContestStatus;

  /** The ranking at the end (rows without photographer details are never stored: full rows). */
  @Column({ type: 'jsonb', nullable: true })
  finalRanking: RankRow[] | null;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
