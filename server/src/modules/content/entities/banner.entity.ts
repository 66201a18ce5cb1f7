import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BannerSlot, Localised } from '@contracts/schemas/content';

/**
 * A banner of a slot (the home carousel), set by admins. Shown while `active` and inside its
 * optional window [`startsAt`, `endsAt`), by `position`.
 */
@Entity('banners')
@Index('ix_banners_slot_position', ['slot', 'position'])
@Check('chk_banners_window', '"ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at"')
export class BannerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  slot: BannerSlot;

  @Column({ type: 'varchar', length: 500 })
  image: string;

  @Column({ type: 'jsonb' })
  title: Localised;

  /** An in-app route (`/pages/...`) or an https URL. */
  @Column({ type: 'varchar', length: 500 })
  link: string;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
