import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LocalText } from '../services/local-text';

/** An exhibition; its status (upcoming, running, ended) follows from the dates. Texts in three languages. */
@Entity('exhibitions')
@Index('idx_exhibitions_dates', ['startsAt', 'endsAt'])
export class ExhibitionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'jsonb' })
  title: LocalText;

  @Column({ type: 'jsonb' })
  description: LocalText;

  @Column({ type: 'varchar', length: 500 })
  cover: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  gallery: string[];

  @Column({ type: 'jsonb' })
  venueName: LocalText;

  @Column({ type: 'jsonb' })
  venueAddress: LocalText;

  @Column({ type: 'jsonb' })
  city: LocalText;

  /** WGS-84. */
  @Column({ type: 'double precision' })
  lat: number;

  @Column({ type: 'double precision' })
  lng: number;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', length: 3, default: 'CNY' })
  currency: string;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
