import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Province → city → district (and a few countries), names in the three languages. */
@Entity('areas')
export class AreaEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  code: string;

  @Index()
  @Column({ type: 'varchar', length: 16, nullable: true })
  parentCode: string | null;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'varchar', length: 80 })
  nameZhCn: string;

  @Column({ type: 'varchar', length: 120 })
  nameEnUs: string;

  @Column({ type: 'varchar', length: 80 })
  nameZhHant: string;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
