import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Localised, MagazineFrequency } from '@contracts/schemas/content';

/** A magazine (title and description in the three interface languages); listed by `position`. */
@Entity('magazines')
@Index('ix_magazines_position', ['position'])
export class MagazineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'jsonb' })
  title: Localised;

  @Column({ type: 'jsonb' })
  description: Localised;

  /** In the three languages (decision 0135). */
  @Column({ type: 'jsonb' })
  publisher: Localised;

  @Column({ type: 'varchar', length: 16 })
  frequency: MagazineFrequency;

  @Column({ type: 'varchar', length: 500 })
  cover: string;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
