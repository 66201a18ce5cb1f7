import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import { rows } from '@server/infra/database/sql';

/** An area of the reference tree as other modules read it. */
export interface AreaRef {
  code: string;
  parentCode: string | null;
  /** The name in each interface language. */
  names: Record<Language, string>;
  /** No area lies under it. */
  leaf: boolean;
}

/** Reference areas' read port for other modules (an address book checks its area codes here). */
@Injectable()
export class AreaQuery {
  constructor(private readonly ds: DataSource) {}

  /** The areas of `codes`, in the same order; undefined when one of them does not exist. */
  async byCodes(codes: readonly string[]): Promise<AreaRef[] | undefined> {
    if (codes.length === 0) return [];
    const found = await rows<{ code: string; parent_code: string | null; zh_cn: string; en_us: string; zh_hant: string; leaf: boolean }>(
      this.ds,
      `SELECT a.code, a.parent_code, a.name_zh_cn AS zh_cn, a.name_en_us AS en_us, a.name_zh_hant AS zh_hant,
              NOT EXISTS (SELECT 1 FROM areas c WHERE c.parent_code = a.code) AS leaf
         FROM areas a WHERE a.code = ANY($1::varchar[])`,
      [codes],
    );
    const byCode = new Map(found.map((a) => [a.code, a]));
    const out: AreaRef[] = [];
    for (const code of codes) {
      const a = byCode.get(code);
      if (!a) return undefined;
      out.push({ code, parentCode: a.parent_code, names: { 'zh-cn': a.zh_cn, 'en-us': a.en_us, 'zh-hant': a.zh_hant }, leaf: a.leaf });
    }
    return out;
  }
}
