import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ShopCategoryEntity } from './category.entity';
import type { GoodsStatus, ShopText } from '@contracts/schemas/shop';

/**
 * Goods (a product): texts in the three languages in one row (jsonb, as magazines), the
 * description sanitised HTML per language (as articles' bodies), prices and stock on its SKUs.
 * `sales` and the star counts are kept by the later slices (orders, reviews) in the statements
 * that change them.
 */
@Entity('shop_goods')
@Check('chk_shop_goods_status', `"status" IN ('draft', 'on_sale', 'off_shelf')`)
@Index('ix_shop_goods_status_category', ['status', 'categoryId'])
@Index('ix_shop_goods_issue', ['issueId'])
export class GoodsEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  categoryId: string;

  @ManyToOne(() => ShopCategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: ShopCategoryEntity;

  @Column({ type: 'jsonb' })
  title: ShopText;

  @Column({ type: 'jsonb' })
  description: ShopText;

  @Column({ type: 'varchar', length: 500 })
  cover: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  gallery: string[];

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: GoodsStatus;

  /** A magazine issue (content's id; no foreign key across modules). */
  @Column({ type: 'uuid', nullable: true })
  issueId: string | null;

  @Column({ type: 'varchar', length: 3, default: 'CNY' })
  currency: string;

  @Column({ type: 'int', default: 0 })
  sales: number;

  /** Reviews per star, 0 to 5 (six positions). */
  @Column({ type: 'int', array: true, default: () => "'{0,0,0,0,0,0}'" })
  ratingByStar: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
