import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { EntityManager, IsNull, Repository } from 'typeorm';
import type { Language } from '@contracts/language';
import type { SendCodeInput } from '@contracts/schemas/auth';
import { AppConfig } from '@server/config/app-config';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { hmac, safeEqual } from '@server/common/security/crypto';
import { RateLimiterService } from '@server/common/security/rate-limiter.service';
import { RedisService } from '@server/infra/redis/redis.service';
import { MailTransport, SmsTransport } from '@server/infra/outbound/outbound';
import { VerificationCodeEntity, type CodePurpose } from '../entities/verification-code.entity';

/** Wrong tries allowed before a code is void. */
export const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 86_400_000;

/**
 * One-time codes over SMS or e-mail: 6 digits, 5-minute expiry, single use, void after 5 wrong
 * tries, a resend countdown and daily caps per target and per IP.
 */
@Injectable()
export class VerificationCodeService {
  private readonly logger = new Logger(VerificationCodeService.name);

  constructor(
    @InjectRepository(VerificationCodeEntity) private readonly codes: Repository<VerificationCodeEntity>,
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly limiter: RateLimiterService,
    private readonly mail: MailTransport,
    private readonly sms: SmsTransport,
  ) {}

  /** Sends a new code; answers the seconds until another may be requested. */
  async send(input: SendCodeInput, ip: string, lang: Language): Promise<{ cooldown: number }> {
    const { target, purpose, channel } = input;
    const cooldown = this.config.raw.CODE_COOLDOWN_SECONDS;
    const cooldownKey = `code:cd:${purpose}:${target}`;
    if (cooldown > 0) {
      const acquired = await this.redis.client.set(cooldownKey, '1', 'EX', cooldown, 'NX');
      if (!acquired) {
        const left = Math.max(1, await this.redis.client.ttl(cooldownKey));
        throw AppException.fail('auth.code.cooldown', { seconds: left }, { cooldown: left });
      }
    }
    const perTarget = await this.limiter.hit(`code:day:t:${target}`, this.config.raw.CODE_DAILY_CAP_PER_TARGET, DAY_MS);
    const perIp = await this.limiter.hit(`code:day:ip:${ip}`, this.config.raw.CODE_DAILY_CAP_PER_IP, DAY_MS);
    if (!perTarget.allowed || !perIp.allowed) throw AppException.fail('auth.code.daily_cap');

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const ttl = this.config.raw.CODE_TTL_SECONDS;
    const row = await this.codes.save(
      this.codes.create({
        channel,
        target,
        purpose,
        codeHash: this.hash(target, purpose, code),
        expiresAt: new Date(Date.now() + ttl * 1000),
        ip: ip.slice(0, 64),
      }),
    );
    const body = t(lang, 'auth.code.body', { code, minutes: Math.round(ttl / 60) });
    try {
      const transport = channel === 'sms' ? this.sms : this.mail;
      await transport.send({ channel, to: target, subject: t(lang, 'auth.code.subject'), body });
    } catch (err) {
      this.logger.warn({ err, channel, purpose }, 'could not send a verification code');
      await this.codes.delete({ id: row.id });
      await this.redis.client.del(cooldownKey);
      throw AppException.fail('auth.code.send_failed');
    }
    return { cooldown };
  }

  /**
   * Checks a code without spending it. A wrong code counts a try (kept even if the caller's
   * transaction later fails). Returns the id to spend with `consume` inside the caller's transaction.
   */
  async check(target: string, purpose: CodePurpose, code: string): Promise<string> {
    const row = await this.codes.findOne({
      where: { target, purpose, consumedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (!row) throw AppException.field('code', 'auth.code.not_requested');
    if (row.attempts >= MAX_CODE_ATTEMPTS) throw AppException.field('code', 'auth.code.too_many_attempts');
    if (row.expiresAt.getTime() <= Date.now()) throw AppException.field('code', 'auth.code.expired');
    if (!safeEqual(row.codeHash, this.hash(target, purpose, code))) {
      const [rows] = (await this.codes.query(
        `UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`,
        [row.id, MAX_CODE_ATTEMPTS],
      )) as [{ attempts: number }[], number];
      const attempts = rows[0]?.attempts ?? MAX_CODE_ATTEMPTS;
      throw AppException.field('code', attempts >= MAX_CODE_ATTEMPTS ? 'auth.code.too_many_attempts' : 'auth.code.invalid');
    }
    return row.id;
  }

  /** `check` against whichever of several targets (e.g. bound phone and e-mail) has the newest live code. */
  async checkAny(targets: string[], purpose: CodePurpose, code: string): Promise<string> {
    const latest = await this.codes.findOne({
      where: targets.map((target) => ({ target, purpose, consumedAt: IsNull() })),
      order: { createdAt: 'DESC' },
    });
    return this.check(latest?.target ?? targets[0] ?? '', purpose, code);
  }

  /** Spends a checked code exactly once (a concurrent second use finds it spent). */
  async consume(codeId: string, manager: EntityManager = this.codes.manager): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(VerificationCodeEntity)
      .set({ consumedAt: () => 'now()' })
      .where('id = :id AND consumed_at IS NULL AND attempts < :max AND expires_at > now()', { id: codeId, max: MAX_CODE_ATTEMPTS })
      .execute();
    if (!result.affected) throw AppException.field('code', 'auth.code.expired');
  }

  /** check + consume, for flows with nothing else to write. */
  async verify(target: string, purpose: CodePurpose, code: string, manager?: EntityManager): Promise<void> {
    await this.consume(await this.check(target, purpose, code), manager);
  }

  /** Deletes codes older than a day (maintenance job). */
  async purgeOld(): Promise<number> {
    const result = await this.codes.createQueryBuilder().delete().where(`created_at < now() - interval '1 day'`).execute();
    return result.affected ?? 0;
  }

  private hash(target: string, purpose: string, code: string) {
    return hmac(this.config.raw.APP_SECRET, `code|${purpose}|${target}|${code}`, 'hex');
  }
}
