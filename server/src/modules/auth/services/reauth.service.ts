import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ReauthInput } from '@contracts/schemas/reauth';
import { AppException } from '@server/common/errors/app.exception';
import type { AuthContext } from '@server/common/http/request-context';
import { SessionEntity } from '../entities/session.entity';
import { UserEntity } from '../entities/user.entity';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { VerificationCodeService } from './verification-code.service';

/** How recent a session must be to stand in for re-authentication on an account with no other factor. */
const FRESH_SESSION_MS = 10 * 60_000;

/**
 * Re-authentication before a change a stolen session must not make alone (issue #24): the current
 * password (throttled like login, per account and IP), or a code sent to the account's current
 * phone/e-mail, spent here. An account with neither (third-party login only) proves itself with a
 * session started in the last 10 minutes, i.e. a fresh login at its provider.
 */
@Injectable()
export class ReauthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly codes: VerificationCodeService,
    private readonly throttle: LoginThrottle,
  ) {}

  async confirm(auth: AuthContext, input: ReauthInput, purpose: 'reauth' | 'delete', ip: string): Promise<void> {
    const user = await this.users.findOneByOrFail({ id: auth.userId });
    const targets = [user.phone, user.email].filter((x): x is string => Boolean(x));
    if (input.currentPassword !== undefined) {
      if (!user.passwordHash) throw AppException.field('currentPassword', 'auth.password.not_set');
      const key = `reauth:${user.id}`;
      await this.throttle.check(key, ip);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await this.throttle.failed(key, ip);
        throw AppException.field('currentPassword', 'auth.reauth.wrong_password');
      }
      await this.throttle.succeeded(key, ip);
      return;
    }
    if (input.currentCode !== undefined) {
      if (!targets.length) throw AppException.field('currentCode', 'auth.password.no_target');
      await this.codes.consume(await this.codes.checkAny(targets, purpose, input.currentCode));
      return;
    }
    if (user.passwordHash || targets.length) throw AppException.field('currentPassword', 'auth.reauth.required');
    const session = await this.sessions.findOneBy({ id: auth.sessionId });
    if (!session || Date.now() - session.createdAt.getTime() > FRESH_SESSION_MS) {
      throw AppException.field('currentPassword', 'auth.reauth.required');
    }
  }
}
