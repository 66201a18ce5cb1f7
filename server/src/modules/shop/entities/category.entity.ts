import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ShopText } from '@contracts/schemas/shop';

/** A shop category: a tree by `parentId` (null = a root), listed by `sort` then name. */
@Entity('shop_categories')
@Index('ix_shop_categories_parent', ['parentId', 'sort'])
export class ShopCategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Another shop_categories id (no cycles: the service refuses a move under its own subtree). */
  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => ShopCategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parent_id' })
  parent?: ShopCategoryEntity;

  @Column({ type: 'jsonb' })
  name: ShopText;

  @Column({ type: 'int', default: 0 })
  sort: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
