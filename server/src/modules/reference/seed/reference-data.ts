import type { DataSource } from 'typeorm';
import areas from '../data/areas.json';
import { AreaEntity } from '../entities/area.entity';

interface AreaJson {
  code: string;
  name: Record<'zh-cn' | 'en-us' | 'zh-hant', string>;
  children?: AreaJson[];
}

/** Reference data every installation needs (production too): the area tree. Idempotent. */
export async function seedReferenceData(ds: DataSource): Promise<number> {
  const rows: Partial<AreaEntity>[] = [];
  const walk = (nodes: AreaJson[], parent: string | null, level: number) =>
    nodes.forEach((n, i) => {
      rows.push({
        code: n.code,
        parentCode: parent,
        level,
        sort: i,
        nameZhCn: n.name['zh-cn'],
        nameEnUs: n.name['en-us'],
        nameZhHant: n.name['zh-hant'],
      });
      if (n.children) walk(n.children, n.code, level + 1);
    });
  walk(areas as AreaJson[], null, 0);
  await ds
    .createQueryBuilder()
    .insert()
    .into(AreaEntity)
    .values(rows)
    .orUpdate(['parent_code', 'level', 'sort', 'name_zh_cn', 'name_en_us', 'name_zh_hant'], ['code'])
    .execute();
  return rows.length;
}
