import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One logged dive (table from migrations/…-Logbook.ts). */
@Entity('recipe_dive_logs')
@Index('ix_recipe_dive_logs_user', ['userId', 'createdAt'])
export class DiveLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 60 })
  site: string;

  @Column({ type: 'int' })
  depth: number;

  @Column({ type: 'int', nullable: true })
  number: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
