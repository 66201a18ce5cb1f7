import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LocalText } from '../services/local-text';

/**
 * A ticket type of an exhibition. `sold` counts seats taken by live orders (pending payment,
 * paid, completed); it only moves by conditional UPDATEs (`sold + q <= quota`), and the CHECK
 * makes an oversell impossible even for a buggy statement.
 */
@Entity('ticket_types')
@Check('chk_ticket_types_sold', '"sold" >= 0 AND "sold" <= "quota"')
export class TicketTypeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  exhibitionId: string;

  @Column({ type: 'jsonb' })
  name: LocalText;

  /** Minor units, in the exhibition's currency. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  quota: number;

  @Column({ type: 'integer', default: 0 })
  sold: number;

  @Column({ type: 'integer', default: 10 })
  perOrderLimit: number;

  @Column({ type: 'timestamptz' })
  saleStartsAt: Date;

  @Column({ type: 'timestamptz' })
  saleEndsAt: Date;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
