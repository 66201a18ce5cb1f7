import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'login' | 'reset' | 'change_phone' | 'delete' | 'reauth';

/** A one-time code. Stored as an HMAC so a database leak does not leak live codes. */
@Entity('verification_codes')
@Index(['target', 'purpose', 'createdAt'])
export class VerificationCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 8 })
  channel: CodeChannel;

  @Column({ type: 'varchar', length: 254 })
  target: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: CodePurpose;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
