import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A canvassing link of one user for one entry (reused); votes carry its code. */
@Entity('contest_shares')
@Index('uq_contest_shares_entry_user', ['entryId', 'userId'], { unique: true })
export class ContestShareEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'uuid' })
  entryId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
