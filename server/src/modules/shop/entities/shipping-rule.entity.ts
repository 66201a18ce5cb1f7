import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The shop's one shipping fee rule (row id 1, made by the migration; admins change it): free
 * from `freeFrom` (null: never), else `baseFee` for the first kilogram + `perKgFee` per further
 * started kilogram (services/shipping-rule.ts).
 */
@Entity('shop_shipping_rule')
@Check('chk_shop_shipping_rule_one', '"id" = 1')
@Check('chk_shop_shipping_rule_fees', '"base_fee" >= 0 AND "per_kg_fee" >= 0 AND ("free_from" IS NULL OR "free_from" >= 0)')
export class ShippingRuleEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'int', nullable: true })
  freeFrom: number | null;

  @Column({ type: 'int' })
  baseFee: number;

  @Column({ type: 'int' })
  perKgFee: number;

  @Column({ type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
