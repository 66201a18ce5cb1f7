import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A member's delivery address (at most ADDRESSES_MAX). Exactly one is the default while any
 * exists: the partial unique index allows no second, the service moves it in one transaction.
 */
@Entity('shop_addresses')
@Index('ix_shop_addresses_user', ['userId', 'createdAt'])
@Index('uq_shop_addresses_default', ['userId'], { unique: true, where: '"is_default"' })
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** Reference area codes, province first (2 or 3). */
  @Column({ type: 'varchar', length: 16, array: true })
  areaCodes: string[];

  @Column({ type: 'varchar', length: 120 })
  detail: string;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
