import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type {
  AdminMembershipPlan,
  MembershipPlan,
  MembershipPlanInput,
  PlanKind,
  PlanTexts,
  UpdateMembershipPlanInput,
} from '@contracts/schemas/membership';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows } from '@server/infra/database/sql';

interface PlanRow {
  id: string;
  kind: PlanKind;
  months: number | null;
  credits: number | null;
  price: number;
  currency: string;
  names: PlanTexts;
  descriptions: PlanTexts;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, kind, months, credits, price, currency, names, descriptions, active, position, created_at, updated_at';

function shown(p: PlanRow, lang: Language): MembershipPlan {
  return {
    id: p.id,
    kind: p.kind,
    ...(p.months !== null ? { months: p.months } : {}),
    ...(p.credits !== null ? { credits: p.credits } : {}),
    price: p.price,
    currency: p.currency,
    name: p.names[lang],
    description: p.descriptions[lang],
    active: p.active,
  };
}

function admin(p: PlanRow, lang: Language): AdminMembershipPlan {
  return {
    ...shown(p, lang),
    names: p.names,
    descriptions: p.descriptions,
    position: p.position,
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

/** Membership plans: the active ones for readers, all of them for admins. */
@Injectable()
export class PlansService {
  constructor(private readonly ds: DataSource) {}

  async active(lang: Language): Promise<MembershipPlan[]> {
    const found = await rows<PlanRow>(this.ds, `SELECT ${COLUMNS} FROM membership_plans WHERE active ORDER BY position, price, id`);
    return found.map((p) => shown(p, lang));
  }

  async list(page: number, limit: number, lang: Language): Promise<Paged<AdminMembershipPlan>> {
    const [found, count] = await Promise.all([
      rows<PlanRow>(this.ds, `SELECT ${COLUMNS} FROM membership_plans ORDER BY position, price, id LIMIT $1 OFFSET $2`, [
        limit,
        (page - 1) * limit,
      ]),
      one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM membership_plans`),
    ]);
    return paged(
      found.map((p) => admin(p, lang)),
      { page, limit },
      count?.n ?? 0,
    );
  }

  async get(id: string, lang: Language): Promise<AdminMembershipPlan> {
    const p = await one<PlanRow>(this.ds, `SELECT ${COLUMNS} FROM membership_plans WHERE id = $1`, [id]);
    if (!p) throw AppException.notFound();
    return admin(p, lang);
  }

  async create(input: MembershipPlanInput, lang: Language): Promise<AdminMembershipPlan> {
    const p = (await one<PlanRow>(
      this.ds,
      `INSERT INTO membership_plans (kind, months, credits, price, currency, names, descriptions, active, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        input.kind,
        input.months ?? null,
        input.credits ?? null,
        input.price,
        input.currency,
        JSON.stringify(input.names),
        JSON.stringify(input.descriptions),
        input.active,
        input.position,
      ],
    ))!;
    return admin(p, lang);
  }

  async update(id: string, input: UpdateMembershipPlanInput, lang: Language): Promise<AdminMembershipPlan> {
    const p = await one<PlanRow>(
      this.ds,
      `UPDATE membership_plans
          SET price = coalesce($2, price), currency = coalesce($3, currency), names = coalesce($4::jsonb, names),
              descriptions = coalesce($5::jsonb, descriptions), active = coalesce($6, active), position = coalesce($7, position),
              updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        input.price ?? null,
        input.currency ?? null,
        input.names ? JSON.stringify(input.names) : null,
        input.descriptions ? JSON.stringify(input.descriptions) : null,
        input.active ?? null,
        input.position ?? null,
      ],
    );
    if (!p) throw AppException.notFound();
    return admin(p, lang);
  }
}
