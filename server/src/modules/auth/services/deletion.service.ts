import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { type DeletionRequestDto, type Paged, paged } from '@contracts/api';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '@contracts/language';
import type { AdminDeletionRequestDto, DeletionRequestInput } from '@contracts/schemas/profile';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { isUniqueViolation } from '@server/infra/database/pg-errors';
import { AuditTrail } from '@server/modules/audit/ports/audit-trail.port';
import { DeletionRequestEntity } from '../entities/deletion-request.entity';
import { OAuthAccountEntity } from '../entities/oauth-account.entity';
import { UserEntity } from '../entities/user.entity';
import { AccountDeletionDecided, AccountDeletionRequested } from '../events/auth.events';
import { SessionService } from './session.service';

const OPEN = ['submitted', 'under_review'] as const;

export function toDeletionDto(r: DeletionRequestEntity): DeletionRequestDto {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Account deletion by application: submitted → under review → deleted (or rejected), decided by an
 * admin. Deleting anonymises the personal data and ends every session (-203 from then on).
 */
@Injectable()
export class DeletionService {
  constructor(
    @InjectRepository(DeletionRequestEntity) private readonly requests: Repository<DeletionRequestEntity>,
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly events: EventBus,
    private readonly audit: AuditTrail,
  ) {}

  async apply(userId: string, input: DeletionRequestInput): Promise<DeletionRequestDto> {
    try {
      const saved = await this.requests.save(this.requests.create({ userId, reason: input.reason, status: 'submitted' }));
      this.events.publish(new AccountDeletionRequested({ requestId: saved.id, userId }));
      return toDeletionDto(saved);
    } catch (err) {
      if (isUniqueViolation(err)) throw AppException.fail('deletion.exists');
      throw err;
    }
  }

  async latest(userId: string): Promise<DeletionRequestDto | null> {
    const row = await this.requests.findOne({ where: { userId }, order: { createdAt: 'DESC' } });
    return row ? toDeletionDto(row) : null;
  }

  async cancel(userId: string): Promise<DeletionRequestDto> {
    const [raw] = (await this.requests.query(
      `UPDATE deletion_requests SET status = 'cancelled', decided_at = now() WHERE user_id = $1 AND status IN ('submitted', 'under_review') RETURNING id`,
      [userId],
    )) as [{ id: string }[], number];
    if (!raw.length) throw AppException.fail('deletion.cannot_cancel');
    const row = await this.requests.findOne({ where: { userId }, order: { createdAt: 'DESC' } });
    if (!row) throw AppException.notFound();
    return toDeletionDto(row);
  }

  async listOpen(page: number, limit: number): Promise<Paged<AdminDeletionRequestDto>> {
    const [rows, total] = await this.requests.findAndCount({
      where: { status: In([...OPEN]) },
      order: { createdAt: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return paged(
      rows.map((r) => ({ ...toDeletionDto(r), userId: r.userId })),
      { page, limit },
      total,
    );
  }

  /** An admin takes an application into review. */
  async startReview(id: string): Promise<DeletionRequestDto> {
    return this.transition(id, ['submitted'], { status: 'under_review', reviewedAt: new Date() });
  }

  /** Rejects an open application with a reason; the decision is audited in its transaction. */
  async reject(id: string, adminId: string, reason: string): Promise<DeletionRequestDto> {
    const userId = await this.dataSource.transaction(async (m) => {
      const raw = (await m.query(
        `UPDATE deletion_requests SET status = 'rejected', reject_reason = $3, decided_at = now(), decided_by = $2
          WHERE id = $1 AND status IN ('submitted', 'under_review') RETURNING user_id`,
        [id, adminId, reason],
      )) as [{ user_id: string }[], number];
      const uid = raw[0][0]?.user_id;
      if (!uid) {
        if (!(await m.existsBy(DeletionRequestEntity, { id }))) throw AppException.notFound();
        throw AppException.fail('deletion.bad_state');
      }
      await this.audit.record(m, {
        actorId: adminId,
        action: 'user.deletion.reject',
        target: { type: 'user', id: uid },
        changes: { deletionRequest: { before: 'open', after: 'rejected' } },
        reason,
      });
      return uid;
    });
    this.events.publish(new AccountDeletionDecided({ requestId: id, userId, decision: 'rejected', reason }));
    return toDeletionDto(await this.requests.findOneByOrFail({ id }));
  }

  /** Approves: the account is anonymised and can no longer log in. One transaction; safe to race. */
  async approve(id: string, adminId: string): Promise<DeletionRequestDto> {
    const userId = await this.dataSource.transaction(async (m) => {
      const raw = (await m.query(
        `UPDATE deletion_requests SET status = 'deleted', decided_at = now(), decided_by = $2
         WHERE id = $1 AND status IN ('submitted', 'under_review') RETURNING user_id`,
        [id, adminId],
      )) as [{ user_id: string }[], number];
      const uid = raw[0][0]?.user_id;
      if (!uid) throw AppException.fail('deletion.bad_state');
      const user = await m.findOneByOrFail(UserEntity, { id: uid });
      await m.update(
        UserEntity,
        { id: uid },
        {
          status: 'deleted',
          deletedAt: new Date(),
          phone: null,
          email: null,
          passwordHash: null,
          nickname: t(normalizeLanguage(user.language) ?? DEFAULT_LANGUAGE, 'deletion.nickname'),
          avatar: null,
          background: null,
          birthday: null,
          bio: null,
          region: null,
          city: null,
          gender: 'secret',
        },
      );
      await m.delete(OAuthAccountEntity, { userId: uid });
      await this.audit.record(m, {
        actorId: adminId,
        action: 'user.deletion.approve',
        target: { type: 'user', id: uid },
        changes: { status: { before: user.status, after: 'deleted' } },
      });
      return uid;
    });
    await this.sessions.revokeAllOf(userId, 'account_deleted');
    await this.sessions.accountClosed(userId);
    this.events.publish(new AccountDeletionDecided({ requestId: id, userId, decision: 'deleted', reason: null }));
    return toDeletionDto(await this.requests.findOneByOrFail({ id }));
  }

  private async transition(id: string, from: readonly string[], patch: Partial<DeletionRequestEntity>): Promise<DeletionRequestDto> {
    const result = await this.requests
      .createQueryBuilder()
      .update()
      .set(patch)
      .where('id = :id AND status IN (:...from)', { id, from })
      .execute();
    if (!result.affected) {
      if (!(await this.requests.existsBy({ id }))) throw AppException.notFound();
      throw AppException.fail('deletion.bad_state');
    }
    return toDeletionDto(await this.requests.findOneByOrFail({ id }));
  }
}
