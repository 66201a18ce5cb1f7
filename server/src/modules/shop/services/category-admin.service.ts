import { Injectable } from '@nestjs/common';
import type { QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { CreateCategoryInput, PatchCategoryInput, ShopCategoryDto, ShopText } from '@contracts/schemas/shop';
import type { AdminCategoryDto } from '@contracts/schemas/shop-operations';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows, tx } from '@server/infra/database/sql';
import { AuditTrail, changedFields } from '@server/modules/audit/ports/audit-trail.port';
import { pick } from './goods.view';

/** Who acts (the audit entry's actor and address). */
export interface Acting {
  userId: string;
  ip: string | null;
}

interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: ShopText;
  sort: number;
}

export const CategoryAction = {
  Create: 'shop_category.create',
  Update: 'shop_category.update',
  Delete: 'shop_category.delete',
} as const;

const byOrder = (lang: Language) => (a: { sort: number; name: ShopText }, b: { sort: number; name: ShopText }) =>
  a.sort - b.sort || pick(a.name, lang).localeCompare(pick(b.name, lang));

/**
 * Staff edit the category tree (decision 0143): add, rename, re-sort, move (never under its own
 * subtree), delete (only an empty leaf: no sub-categories, no goods). Each change is written with
 * its audit entry in one transaction (`AuditTrail`, as the console and the exhibition catalogue do).
 */
@Injectable()
export class CategoryAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly trail: AuditTrail,
  ) {}

  /** The whole tree in every language, with the goods filed in each. */
  async tree(lang: Language): Promise<AdminCategoryDto[]> {
    const all = await rows<CategoryRow & { goods: number }>(
      this.ds,
      `SELECT c.id, c.parent_id, c.name, c.sort, (SELECT count(*)::int FROM shop_goods g WHERE g.category_id = c.id) AS goods
         FROM shop_categories c`,
    );
    const nodes = new Map<string, AdminCategoryDto>(
      all.map((c) => [c.id, { id: c.id, parentId: c.parent_id, name: c.name, sort: c.sort, goodsCount: c.goods, children: [] }]),
    );
    const roots: AdminCategoryDto[] = [];
    for (const n of nodes.values()) (n.parentId ? (nodes.get(n.parentId)?.children ?? roots) : roots).push(n);
    const sort = (list: AdminCategoryDto[]) => {
      list.sort(byOrder(lang));
      list.forEach((n) => sort(n.children));
    };
    sort(roots);
    return roots;
  }

  async create(body: CreateCategoryInput, by: Acting, lang: Language): Promise<ShopCategoryDto> {
    const row = await tx(this.ds, async (q) => {
      if (body.parentId && !(await one(q, `SELECT 1 FROM shop_categories WHERE id = $1 FOR KEY SHARE`, [body.parentId])))
        throw AppException.field('parentId', 'e.shop.category_not_found');
      const made = await one<CategoryRow>(
        q,
        `INSERT INTO shop_categories (parent_id, name, sort) VALUES ($1, $2::jsonb, $3) RETURNING id, parent_id, name, sort`,
        [body.parentId, JSON.stringify(body.name), body.sort],
      );
      await this.audit(
        q,
        by,
        CategoryAction.Create,
        made!.id,
        changedFields({}, { parentId: body.parentId, name: body.name, sort: body.sort }),
      );
      return made!;
    });
    return dto(row, lang);
  }

  async patch(id: string, body: PatchCategoryInput, by: Acting, lang: Language): Promise<ShopCategoryDto> {
    const row = await tx(this.ds, async (q) => {
      // Moves are serialised: two crossing moves (A under B, B under A) cannot both pass the cycle check.
      if (body.parentId) await q.query(`SELECT pg_advisory_xact_lock(hashtext('shop_categories.tree'))`);
      const before = await one<CategoryRow>(q, `SELECT id, parent_id, name, sort FROM shop_categories WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) throw AppException.notFound();
      if (body.parentId) {
        if (!(await one(q, `SELECT 1 FROM shop_categories WHERE id = $1`, [body.parentId])))
          throw AppException.field('parentId', 'e.shop.category_not_found');
        // The new parent may not be this category or one of its descendants.
        const cycle = await one<{ found: boolean }>(
          q,
          `WITH RECURSIVE sub AS (SELECT id FROM shop_categories WHERE id = $1
                                  UNION SELECT c.id FROM shop_categories c JOIN sub ON c.parent_id = sub.id)
           SELECT EXISTS (SELECT 1 FROM sub WHERE id = $2) AS found`,
          [id, body.parentId],
        );
        if (cycle?.found) throw AppException.field('parentId', 'e.shop.category_cycle');
      }
      const after: CategoryRow = {
        ...before,
        parent_id: body.parentId !== undefined ? body.parentId : before.parent_id,
        name: body.name ?? before.name,
        sort: body.sort ?? before.sort,
      };
      await rows(q, `UPDATE shop_categories SET parent_id = $2, name = $3::jsonb, sort = $4 WHERE id = $1 RETURNING id`, [
        id,
        after.parent_id,
        JSON.stringify(after.name),
        after.sort,
      ]);
      const changes = changedFields(
        { parentId: before.parent_id, name: before.name, sort: before.sort },
        { parentId: after.parent_id, name: after.name, sort: after.sort },
      );
      if (Object.keys(changes).length) await this.audit(q, by, CategoryAction.Update, id, changes);
      return after;
    });
    return dto(row, lang);
  }

  /** Deletes an empty leaf; a category with sub-categories or goods is refused (nothing changes). */
  async remove(id: string, by: Acting): Promise<{ deleted: 1 }> {
    await tx(this.ds, async (q) => {
      // Locked: a sub-category or goods filed meanwhile waits for this (its key check), then finds it gone.
      const row = await one<CategoryRow>(q, `SELECT id, parent_id, name, sort FROM shop_categories WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw AppException.notFound();
      const held = await one<{ children: number; goods: number }>(
        q,
        `SELECT (SELECT count(*)::int FROM shop_categories WHERE parent_id = $1) AS children,
                (SELECT count(*)::int FROM shop_goods WHERE category_id = $1) AS goods`,
        [id],
      );
      if (held!.children > 0) throw AppException.fail('e.shop.category_has_children', { count: held!.children });
      if (held!.goods > 0) throw AppException.fail('e.shop.category_has_goods', { count: held!.goods });
      await rows(q, `DELETE FROM shop_categories WHERE id = $1 RETURNING id`, [id]);
      await this.audit(q, by, CategoryAction.Delete, id, changedFields({ parentId: row.parent_id, name: row.name, sort: row.sort }, {}));
    });
    return { deleted: 1 };
  }

  private audit(q: QueryRunner, by: Acting, action: string, id: string, changes: ReturnType<typeof changedFields>) {
    return this.trail.record(q, { actorId: by.userId, action, target: { type: 'shop_category', id }, changes, ip: by.ip });
  }
}

function dto(r: CategoryRow, lang: Language): ShopCategoryDto {
  return { id: r.id, parentId: r.parent_id, name: pick(r.name, lang), sort: r.sort, children: [] };
}
