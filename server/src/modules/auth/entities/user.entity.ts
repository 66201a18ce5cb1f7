import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Gender, Role } from '@contracts/api';

export type UserStatus = 'active' | 'disabled' | 'deleted';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20, nullable: true, unique: true })
  phone: string | null;

  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 254, nullable: true, unique: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 40 })
  nickname: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  background: string | null;

  @Column({ type: 'varchar', length: 10, default: 'secret' })
  gender: Gender;

  @Column({ type: 'date', nullable: true })
  birthday: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  region: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  city: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: Role[];

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: UserStatus;

  @Column({ type: 'varchar', length: 8, default: 'zh-cn' })
  language: string;

  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
