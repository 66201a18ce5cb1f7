import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExhibitionState } from '@contracts/schemas/catalogue';
import type { LocalText } from '../services/local-text';

/**
 * An exhibition; its status (upcoming, running, ended) follows from the dates. Texts in three
 * languages. `state` is the catalogue's: a draft is never shown, a published one is listed and on
 * sale, a withdrawn one is neither, and its sold tickets stay valid (decision 0132).
 */
@Entity('exhibitions')
@Check('chk_exhibitions_state', `"state" IN ('draft', 'published', 'withdrawn')`)
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

  /** Rows made before the console (the seed, fixtures) are published. */
  @Column({ type: 'varchar', length: 10, default: 'published' })
  state: ExhibitionState;

  /** The sale window bounding every ticket type's own; null: unbounded on that side. */
  @Column({ type: 'timestamptz', nullable: true })
  saleStartsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  saleEndsAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
