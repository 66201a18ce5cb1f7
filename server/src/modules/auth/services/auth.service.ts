import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import type { AuthResultDto } from '@contracts/api';
import type { Language } from '@contracts/language';
import type {
  BindPhoneInput,
  ChangePasswordInput,
  ChangePhoneInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SendCodeInput,
} from '@contracts/schemas/auth';
import { accountKind } from '@contracts/validators';
import { AppConfig } from '@server/config/app-config';
import { AppCode, AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import type { AuthContext } from '@server/common/http/request-context';
import { isUniqueViolation } from '@server/infra/database/pg-errors';
import { StorageService } from '@server/infra/storage/storage';
import { UserEntity } from '../entities/user.entity';
import { PasswordChanged, PhoneChanged, UserRegistered } from '../events/auth.events';
import { LoginThrottle } from './login-throttle';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { ReauthService } from './reauth.service';
import { SessionService } from './session.service';
import { toUserDto } from './user.mapper';
import { VerificationCodeService } from './verification-code.service';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
  lang: Language;
}

export type SessionResult = AuthResultDto & { sessionId: string };

/** Accounts: register, log in (password or code), reset and change password, change phone, log out. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly codes: VerificationCodeService,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly reauth: ReauthService,
    private readonly storage: StorageService,
    private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  async sendCode(input: SendCodeInput, meta: ClientMeta, auth?: AuthContext): Promise<{ cooldown: number }> {
    const existing = await this.findByAccount(input.target);
    switch (input.purpose) {
      case 'register':
        if (existing) throw AppException.field('target', 'auth.account.exists');
        break;
      case 'login':
      case 'reset':
        if (!existing || existing.status !== 'active') throw AppException.field('target', 'auth.code.no_account');
        break;
      case 'change_phone':
        if (!auth) throw AppException.unauthorized();
        if (existing?.id === auth.userId) throw AppException.field('target', 'auth.phone.same');
        if (existing) throw AppException.field('target', 'auth.phone.taken');
        break;
      case 'delete':
      case 'reauth':
        // re-authentication codes go only to the caller's own current phone/e-mail
        if (!auth) throw AppException.unauthorized();
        if (existing?.id !== auth.userId) throw AppException.field('target', 'auth.code.no_account');
        break;
    }
    return this.codes.send(input, meta.ip, meta.lang);
  }

  async register(input: RegisterInput, meta: ClientMeta): Promise<SessionResult> {
    const kind = accountKind(input.account);
    if (!kind) throw AppException.field('account', 'v.account.invalid');
    if (await this.findByAccount(input.account)) throw AppException.field('account', 'auth.account.exists');
    const codeId = await this.codes.check(input.account, 'register', input.code);
    const passwordHash = await hashPassword(input.password, this.config.passwordHashCost);
    let user: UserEntity;
    try {
      user = await this.dataSource.transaction(async (m) => {
        await this.codes.consume(codeId, m);
        return m.save(
          m.create(UserEntity, {
            phone: kind === 'phone' ? input.account : null,
            email: kind === 'email' ? input.account : null,
            passwordHash,
            passwordChangedAt: new Date(),
            nickname: input.nickname ?? this.defaultNickname(meta.lang),
            language: meta.lang,
          }),
        );
      });
    } catch (err) {
      // Two registrations racing for one account: the unique index lets exactly one through.
      if (isUniqueViolation(err)) throw AppException.field('account', 'auth.account.exists');
      throw err;
    }
    this.events.publish(new UserRegistered({ userId: user.id, via: kind, language: meta.lang }));
    return this.startSession(user, meta);
  }

  /** Password login is throttled per account and IP (login-throttle.ts); code login is not locked with it. */
  async login(input: LoginInput, meta: ClientMeta): Promise<SessionResult> {
    const byPassword = input.code === undefined;
    if (byPassword) await this.throttle.check(input.account, meta.ip);
    const user = await this.findByAccount(input.account);
    if (!byPassword) {
      if (!user) throw AppException.field('account', 'auth.code.no_account');
      await this.codes.verify(input.account, 'login', input.code ?? '');
    } else {
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash(this.config.passwordHashCost)), input.password ?? '');
      if (!user || !ok) {
        await this.throttle.failed(input.account, meta.ip);
        this.logger.warn({ ip: meta.ip, known: Boolean(user) }, 'login failed');
        throw AppException.fail('auth.login.failed');
      }
    }
    // A clear refusal at the door (code 0, shown on the login page); a session already open gets -203.
    if (user.status === 'disabled') throw AppException.fail('auth.login.disabled');
    if (user.status !== 'active') throw new AppException(AppCode.AccountDisabled, 'e.account_disabled');
    await this.throttle.succeeded(input.account, meta.ip);
    return this.startSession(user, meta);
  }

  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const user = await this.findByAccount(input.account);
    if (!user || user.status !== 'active') throw AppException.field('account', 'auth.code.no_account');
    const codeId = await this.codes.check(input.account, 'reset', input.code);
    const passwordHash = await hashPassword(input.password, this.config.passwordHashCost);
    await this.dataSource.transaction(async (m) => {
      await this.codes.consume(codeId, m);
      await m.update(UserEntity, { id: user.id }, { passwordHash, passwordChangedAt: new Date() });
    });
    await this.sessions.revokeAllOf(user.id, 'password_changed');
    await this.throttle.clear(input.account);
    this.events.publish(new PasswordChanged({ userId: user.id, via: 'reset' }));
  }

  /** Changes the password (by the old one or a code to the bound phone/e-mail); other sessions are revoked. */
  async changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<void> {
    const user = await this.users.findOneByOrFail({ id: auth.userId });
    let codeId: string | undefined;
    if (input.mode === 'password') {
      if (!user.passwordHash) throw AppException.field('oldPassword', 'auth.password.not_set');
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw AppException.field('oldPassword', 'auth.password.wrong_old');
    } else {
      // The code went to the bound phone or the bound e-mail: use the one that has a live code.
      const targets = [user.phone, user.email].filter((x): x is string => Boolean(x));
      if (!targets.length) throw AppException.fail('auth.password.no_target');
      codeId = await this.codes.checkAny(targets, 'reset', input.code);
    }
    if (await verifyPassword(user.passwordHash, input.newPassword)) throw AppException.field('newPassword', 'v.password.same');
    const passwordHash = await hashPassword(input.newPassword, this.config.passwordHashCost);
    await this.dataSource.transaction(async (m) => {
      if (codeId) await this.codes.consume(codeId, m);
      await m.update(UserEntity, { id: user.id }, { passwordHash, passwordChangedAt: new Date() });
    });
    await this.sessions.revokeAllOf(user.id, 'password_changed', auth.sessionId);
    this.events.publish(new PasswordChanged({ userId: user.id, via: input.mode }));
  }

  /** The new phone's code is checked first, then the caller re-authenticates (reauth.service.ts), then both are spent. */
  async changePhone(auth: AuthContext, input: ChangePhoneInput, ip: string) {
    const user = await this.users.findOneByOrFail({ id: auth.userId });
    if (user.phone === input.phone) throw AppException.field('phone', 'auth.phone.same');
    const codeId = await this.codes.check(input.phone, 'change_phone', input.code);
    await this.reauth.confirm(auth, input, 'reauth', ip);
    try {
      await this.dataSource.transaction(async (m) => {
        await this.codes.consume(codeId, m);
        await m.update(UserEntity, { id: user.id }, { phone: input.phone });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppException.field('phone', 'auth.phone.taken');
      throw err;
    }
    this.events.publish(new PhoneChanged({ userId: user.id, via: 'change' }));
    return toUserDto(await this.users.findOneByOrFail({ id: user.id }), (k) => this.storage.url(k));
  }

  /**
   * A first phone for an account without one (made by e-mail or a third-party login): the phone's
   * code, then re-authentication as for a change, then one guarded UPDATE (`phone IS NULL`) in the
   * code's transaction. Two binds of one number race on the unique index: one wins, the other is
   * told the number is taken; two binds on one account: the second finds it bound.
   */
  async bindPhone(auth: AuthContext, input: BindPhoneInput, ip: string) {
    const user = await this.users.findOneByOrFail({ id: auth.userId });
    if (user.phone) throw AppException.field('phone', 'auth.phone.already_bound');
    const owner = await this.users.findOneBy({ phone: input.phone });
    if (owner) throw AppException.field('phone', 'auth.phone.taken');
    const codeId = await this.codes.check(input.phone, 'change_phone', input.code);
    await this.reauth.confirm(auth, input, 'reauth', ip);
    try {
      await this.dataSource.transaction(async (m) => {
        await this.codes.consume(codeId, m);
        const bound = await m
          .createQueryBuilder()
          .update(UserEntity)
          .set({ phone: input.phone })
          .where('id = :id AND phone IS NULL', { id: user.id })
          .execute();
        if (!bound.affected) throw AppException.field('phone', 'auth.phone.already_bound');
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppException.field('phone', 'auth.phone.taken');
      throw err;
    }
    this.events.publish(new PhoneChanged({ userId: user.id, via: 'bind' }));
    return toUserDto(await this.users.findOneByOrFail({ id: user.id }), (k) => this.storage.url(k));
  }

  async logout(auth: AuthContext) {
    await this.sessions.revoke(auth.sessionId, 'logout');
  }

  async startSession(user: UserEntity, meta: ClientMeta): Promise<SessionResult> {
    const { token, session } = await this.sessions.create(user.id, meta);
    return { token, user: toUserDto(user, (k) => this.storage.url(k)), sessionId: session.id };
  }

  findByAccount(account: string): Promise<UserEntity | null> {
    const kind = accountKind(account);
    if (kind === 'phone') return this.users.findOneBy({ phone: account });
    if (kind === 'email') return this.users.findOneBy({ email: account.toLowerCase() });
    return Promise.resolve(null);
  }

  defaultNickname(lang: Language) {
    return t(lang, 'user.default_nickname', { suffix: String(randomInt(100000, 1000000)) });
  }
}
