import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { GoodsEntity } from './goods.entity';
import type { ShopText } from '@contracts/schemas/shop';

/** One axis of a goods' SKUs (size, colour), with its values in `shop_attribute_values`. */
@Entity('shop_attributes')
@Index('ix_shop_attributes_goods', ['goodsId', 'sort'])
export class GoodsAttributeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  goodsId: string;

  @ManyToOne(() => GoodsEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'goods_id' })
  goods?: GoodsEntity;

  @Column({ type: 'jsonb' })
  name: ShopText;

  @Column({ type: 'int', default: 0 })
  sort: number;
}

/** One value of an attribute (S, M, L; black, blue). */
@Entity('shop_attribute_values')
@Index('ix_shop_attribute_values_attribute', ['attributeId', 'sort'])
export class GoodsAttributeValueEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  attributeId: string;

  @ManyToOne(() => GoodsAttributeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: GoodsAttributeEntity;

  @Column({ type: 'jsonb' })
  value: ShopText;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
