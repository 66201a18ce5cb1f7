import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AdSlot } from '@contracts/schemas/advertisers';
import type { Localised } from '@contracts/schemas/content';

/** A placement package: a slot for a number of days at a price (minor units). */
@Entity('ad_packages')
export class AdPackageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  slot: AdSlot;

  @Column({ type: 'integer' })
  days: number;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'varchar', length: 3, default: 'CNY' })
  currency: string;

  @Column({ type: 'jsonb' })
  names: Localised;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
