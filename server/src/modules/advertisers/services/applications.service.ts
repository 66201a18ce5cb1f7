import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type QueryRunner, Repository } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import {
  AD_REJECT_TEMPLATES,
  type AdminApplicationDto,
  AdminApplicationListInput,
  type ApplicationDto,
  type ApplicationInput,
  type RejectTemplateDto,
  type ReviewInput,
} from '@contracts/schemas/advertisers';
import { AppException } from '@server/common/errors/app.exception';
import { t, type MessageKey } from '@server/common/i18n/i18n';
import { isUniqueViolation } from '@server/infra/database/pg-errors';
import { tx } from '@server/infra/database/sql';
import { UserRolesCommand } from '@server/modules/auth/queries/user-roles.command';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { AdApplicationDecisionEntity } from '../entities/application-decision.entity';
import { AdApplicationEntity } from '../entities/application.entity';
import { ApplicationReviewed, ApplicationSubmitted } from '../events/advertisers.events';
import { AdvertiserViews } from './advertiser-views';
import { LicencesService } from './licences.service';

/** The fixed reject templates reviewers pick from (texts in the catalogue, three languages). */
export const REJECT_TEMPLATES = AD_REJECT_TEMPLATES;

/** The application's own columns, as the form sends them (agree and riskConfirmed are not stored). */
function columns(input: ApplicationInput) {
  const { agree: _agree, riskConfirmed: _risk, ...fields } = input;
  return fields;
}

/**
 * Applications (SPEC §4): submitted → awaiting_review → approved | rejected (reason) → edited and
 * resubmitted → awaiting_review … → paid (when a placement order is paid: the order kind). Every
 * transition is a guarded UPDATE on the expected status, so an illegal or concurrent one changes
 * nothing and is refused (code 0); each step writes a decision row (who, when, why).
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly ds: DataSource,
    @InjectRepository(AdApplicationEntity) private readonly apps: Repository<AdApplicationEntity>,
    @InjectRepository(AdApplicationDecisionEntity) private readonly decisions: Repository<AdApplicationDecisionEntity>,
    private readonly events: EventBus,
    private readonly licences: LicencesService,
    private readonly views: AdvertiserViews,
    private readonly users: UserSummaryQuery,
    private readonly roles: UserRolesCommand,
  ) {}

  /** The licence must be one this applicant uploaded (LicencesService): another user's is refused. */
  private checkLicence(userId: string, input: ApplicationInput) {
    return this.licences.checkOwn(userId, input.licenseImage);
  }

  private async record(
    q: QueryRunner,
    applicationId: string,
    action: AdApplicationDecisionEntity['action'],
    actorId: string | null,
    reason: string | null = null,
    reasonKey: string | null = null,
  ) {
    await q.manager.insert(AdApplicationDecisionEntity, { applicationId, action, actorId, reason, reasonKey });
  }

  async submit(userId: string, input: ApplicationInput, lang: Language): Promise<ApplicationDto> {
    await this.checkLicence(userId, input);
    if (await this.apps.exists({ where: { userId, status: 'paid' } })) throw AppException.fail('e.advertisers.already_advertiser');
    let id: string;
    try {
      id = await tx(this.ds, async (q) => {
        const inserted = await q.manager.insert(AdApplicationEntity, { ...columns(input), userId, status: 'awaiting_review' });
        const newId = (inserted.identifiers[0] as { id: string }).id;
        await this.record(q, newId, 'submitted', userId);
        return newId;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'ux_ad_applications_open_per_user')) throw AppException.fail('e.advertisers.application_open');
      throw err;
    }
    this.events.publish(new ApplicationSubmitted({ applicationId: id, userId, resubmitted: false }));
    return this.get(id, lang);
  }

  /** The owner edits a rejected application and sends it back for review. */
  async resubmit(userId: string, id: string, input: ApplicationInput, lang: Language): Promise<ApplicationDto> {
    await tx(this.ds, async (q) => {
      const app = await q.manager.findOne(AdApplicationEntity, { where: { id, userId }, lock: { mode: 'pessimistic_write' } });
      if (!app) throw AppException.notFound(); // someone else's application: a 404 before anything about its fields
      await this.checkLicence(userId, input);
      if (app.status !== 'rejected') throw AppException.fail('e.advertisers.not_editable');
      await q.manager.update(
        AdApplicationEntity,
        { id, status: 'rejected' },
        { ...columns(input), status: 'awaiting_review', rejectReason: null, rejectReasonKey: null },
      );
      await this.record(q, id, 'resubmitted', userId);
    });
    this.events.publish(new ApplicationSubmitted({ applicationId: id, userId, resubmitted: true }));
    return this.get(id, lang);
  }

  /** The user's latest application, or null. */
  async mine(userId: string, lang: Language): Promise<ApplicationDto | null> {
    const app = await this.apps.findOne({ where: { userId }, order: { createdAt: 'DESC' } });
    return app ? this.get(app.id, lang) : null;
  }

  private async shown(apps: AdApplicationEntity[], lang: Language): Promise<ApplicationDto[]> {
    if (!apps.length) return [];
    const decisions = await this.decisions.find({ where: { applicationId: In(apps.map((a) => a.id)) } });
    return this.views.applications(apps, decisions, lang);
  }

  private async get(id: string, lang: Language): Promise<ApplicationDto> {
    const app = await this.apps.findOneBy({ id });
    if (!app) throw AppException.notFound();
    return (await this.shown([app], lang))[0];
  }

  private async withApplicants(apps: AdApplicationEntity[], lang: Language): Promise<AdminApplicationDto[]> {
    const shown = await this.shown(apps, lang);
    const users = await this.users.byIds(apps.map((a) => a.userId));
    return shown.map((dto, i) => {
      const u = users.get(apps[i].userId);
      return { ...dto, applicant: { id: apps[i].userId, nickname: u?.nickname ?? '', avatar: u?.avatar ?? null } };
    });
  }

  /** Reviewers' queue: oldest waiting first; other statuses newest first. */
  async adminList(q: AdminApplicationListInput, lang: Language): Promise<Paged<AdminApplicationDto>> {
    const [items, total] = await this.apps.findAndCount({
      where: q.status ? { status: q.status } : {},
      order: { updatedAt: q.status === 'awaiting_review' ? 'ASC' : 'DESC', id: 'ASC' },
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    });
    return paged(await this.withApplicants(items, lang), q, total);
  }

  async adminGet(id: string, lang: Language): Promise<AdminApplicationDto> {
    const app = await this.apps.findOneBy({ id });
    if (!app) throw AppException.notFound();
    return (await this.withApplicants([app], lang))[0];
  }

  /** awaiting_review → approved (the applicant becomes an advertiser) | rejected (with the reason). */
  async review(reviewerId: string, id: string, input: ReviewInput, lang: Language): Promise<AdminApplicationDto> {
    const approved = input.decision === 'approve';
    // A ready-made reason by its key (rendered in each reader's language), or the reviewer's words as written.
    const reasonKey = approved ? null : (input.reasonKey ?? null);
    const reason = approved || reasonKey ? null : (input.reason ?? null);
    const app = await tx(this.ds, async (q) => {
      const found = await q.manager.findOne(AdApplicationEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw AppException.notFound();
      if (found.status !== 'awaiting_review') throw AppException.fail('e.advertisers.not_reviewable');
      await q.manager.update(
        AdApplicationEntity,
        { id },
        { status: approved ? 'approved' : 'rejected', rejectReason: reason, rejectReasonKey: reasonKey },
      );
      await this.record(q, id, approved ? 'approved' : 'rejected', reviewerId, reason, reasonKey);
      return found;
    });
    if (approved) await this.roles.grant(app.userId, 'advertiser');
    this.events.publish(
      new ApplicationReviewed({
        applicationId: id,
        userId: app.userId,
        companyName: app.companyName,
        decision: approved ? 'approved' : 'rejected',
        reason,
        reasonKey,
      }),
    );
    return this.adminGet(id, lang);
  }

  rejectTemplates(lang: Language): RejectTemplateDto[] {
    return REJECT_TEMPLATES.map((key) => ({ key, text: t(lang, `advertisers.reject.${key}` as MessageKey) }));
  }

  /** The application that may buy placements (approved or already paid), or undefined. */
  async approvedOf(userId: string): Promise<AdApplicationEntity | undefined> {
    return (await this.apps.findOne({ where: { userId, status: In(['approved', 'paid']) }, order: { createdAt: 'DESC' } })) ?? undefined;
  }
}
