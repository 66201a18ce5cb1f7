import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import { ADDRESSES_MAX, type Address, type AddressInput, type PatchAddressInput } from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { one, rows, tx } from '@server/infra/database/sql';
import { AreaQuery, type AreaRef } from '@server/modules/reference/queries/area.query';

/** The country whose areas the shop delivers to (the reference tree's subtree under it). */
export const DELIVERY_COUNTRY = 'CN';

export interface AddressRow {
  id: string;
  name: string;
  phone: string;
  areaCodes: string[];
  detail: string;
  isDefault: boolean;
}

const COLUMNS = `id, name, phone, area_codes AS "areaCodes", detail, is_default AS "isDefault"`;

/**
 * The member's address book (decision 0126): at most ADDRESSES_MAX, exactly one default while
 * any exists (the first is the default; deleting the default promotes the newest), area codes a
 * path of the reference tree from a province of China down to a leaf. Writes of one member run
 * one at a time (a transaction-scoped advisory lock), so the limit and the default hold under
 * concurrent requests; the partial unique index refuses a second default anyway.
 */
@Injectable()
export class AddressesService {
  constructor(
    private readonly ds: DataSource,
    private readonly areas: AreaQuery,
  ) {}

  /** The areas of a valid path (province → … → a leaf), else a refusal on `areaCodes`. */
  async checkedAreas(codes: readonly string[]): Promise<AreaRef[]> {
    const path = await this.areas.byCodes(codes);
    const ok =
      path !== undefined &&
      path.length >= 2 &&
      path[0]!.parentCode === DELIVERY_COUNTRY &&
      path.every((a, i) => i === 0 || a.parentCode === path[i - 1]!.code) &&
      path[path.length - 1]!.leaf;
    if (!ok) throw AppException.field('areaCodes', 'e.shop.area_invalid');
    return path;
  }

  /** Names of every code in these rows, in `lang` (one query). */
  private async names(rowsIn: readonly AddressRow[], lang: Language): Promise<Map<string, string>> {
    const codes = [...new Set(rowsIn.flatMap((r) => r.areaCodes))];
    const found = (await this.areas.byCodes(codes)) ?? [];
    return new Map(found.map((a) => [a.code, a.names[lang]]));
  }

  private shown(r: AddressRow, names: Map<string, string>): Address {
    return { ...r, areaNames: r.areaCodes.map((c) => names.get(c) ?? c) };
  }

  private async showOne(r: AddressRow, lang: Language): Promise<Address> {
    return this.shown(r, await this.names([r], lang));
  }

  async list(userId: string, lang: Language): Promise<Address[]> {
    const found = await rows<AddressRow>(
      this.ds,
      `SELECT ${COLUMNS} FROM shop_addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id`,
      [userId],
    );
    const names = await this.names(found, lang);
    return found.map((r) => this.shown(r, names));
  }

  /** The member's address (another member's is 404), `db` to read inside a transaction. */
  async own(userId: string, id: string, db: DataSource | QueryRunner = this.ds): Promise<AddressRow> {
    const r = await one<AddressRow>(db, `SELECT ${COLUMNS} FROM shop_addresses WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!r) throw AppException.notFound();
    return r;
  }

  /** One member's address writes, one at a time. */
  private locked<T>(userId: string, fn: (q: QueryRunner) => Promise<T>): Promise<T> {
    return tx(this.ds, async (q) => {
      await q.query(`SELECT pg_advisory_xact_lock(hashtext('shop_addresses'), hashtext($1))`, [userId]);
      return fn(q);
    });
  }

  async create(userId: string, input: AddressInput, lang: Language): Promise<Ok<Address>> {
    await this.checkedAreas(input.areaCodes);
    const saved = await this.locked(userId, async (q) => {
      const n = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM shop_addresses WHERE user_id = $1`, [userId]))?.n ?? 0;
      if (n >= ADDRESSES_MAX) throw AppException.fail('e.shop.address_limit', { max: ADDRESSES_MAX });
      const isDefault = input.isDefault || n === 0;
      if (isDefault) await q.query(`UPDATE shop_addresses SET is_default = false WHERE user_id = $1 AND is_default`, [userId]);
      return one<AddressRow>(
        q,
        `INSERT INTO shop_addresses (user_id, name, phone, area_codes, detail, is_default) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [userId, input.name, input.phone, input.areaCodes, input.detail, isDefault],
      );
    });
    return new Ok(await this.showOne(saved!, lang), 'shop.address_saved');
  }

  async patch(userId: string, id: string, input: PatchAddressInput, lang: Language): Promise<Ok<Address>> {
    if (input.areaCodes) await this.checkedAreas(input.areaCodes);
    const saved = await this.locked(userId, async (q) => {
      const cur = await this.own(userId, id, q);
      if (input.isDefault && !cur.isDefault) {
        await q.query(`UPDATE shop_addresses SET is_default = false WHERE user_id = $1 AND is_default`, [userId]);
      }
      return one<AddressRow>(
        q,
        `UPDATE shop_addresses SET name = $3, phone = $4, area_codes = $5, detail = $6, is_default = $7, updated_at = now()
          WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [
          id,
          userId,
          input.name ?? cur.name,
          input.phone ?? cur.phone,
          input.areaCodes ?? cur.areaCodes,
          input.detail ?? cur.detail,
          cur.isDefault || input.isDefault === true,
        ],
      );
    });
    return new Ok(await this.showOne(saved!, lang), 'shop.address_saved');
  }

  async remove(userId: string, id: string): Promise<Ok<null>> {
    await this.locked(userId, async (q) => {
      const gone = await one<{ is_default: boolean }>(q, `DELETE FROM shop_addresses WHERE id = $1 AND user_id = $2 RETURNING is_default`, [
        id,
        userId,
      ]);
      if (!gone) throw AppException.notFound();
      if (gone.is_default) {
        await q.query(
          `UPDATE shop_addresses SET is_default = true, updated_at = now()
            WHERE id = (SELECT id FROM shop_addresses WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1)`,
          [userId],
        );
      }
    });
    return new Ok(null, 'shop.address_deleted');
  }
}
