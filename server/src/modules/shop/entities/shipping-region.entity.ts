import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A province's own shipping fee rule (decision 0143): where a parcel goes to this
 * province (the address's first area code), this rule replaces the national one whole — e.g.
 * Xinjiang or Tibet dearer and never free.
 */
@Entity('shop_shipping_regions')
@Check('chk_shop_shipping_regions_fees', '"base_fee" >= 0 AND "per_kg_fee" >= 0 AND ("free_from" IS NULL OR "free_from" >= 0)')
export class ShippingRegionEntity {
  /** A province of the reference area tree (under CN). */
  @PrimaryColumn({ type: 'varchar', length: 12 })
  provinceCode: string;

  @Column({ type: 'int', nullable: true })
  freeFrom: number | null;

  @Column({ type: 'int' })
  baseFee: number;

  @Column({ type: 'int' })
  perKgFee: number;
}
