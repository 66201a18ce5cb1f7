import { Injectable } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { AppException } from '@server/common/errors/app.exception';
import { RedisService } from '@server/infra/redis/redis.service';

export const LOCK_WINDOW_MS = 15 * 60_000;
/** Failures (per account and IP) answered without delay; each one after waits twice as long as the last. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 60_000;

/**
 * Records a failed password login for (account, IP): `n` failures and the time of the last one, in
 * one hash per account (field per IP), kept for the lock window after the last failure anywhere.
 */
const FAIL = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HSET', KEYS[1], ARGV[1] .. '@', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return n
`;

/**
 * Failed password logins, counted per account **and IP** (issue #24): a stranger failing from
 * their own address locks only themselves out of that account, never its owner (nor the admin).
 * After {@link FREE_FAILURES} failures each further attempt from that address waits a doubling
 * delay (the base is LOGIN_FAILURE_DELAY_MS, at most a minute); at RATE_LIMIT_LOGIN_FAILURES the
 * address is locked out of the account's password login for 15 minutes. Code login is not
 * affected (codes have their own attempt and sending caps).
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly redis: RedisService,
    private readonly config: AppConfig,
  ) {}

  private key(account: string) {
    return `login:fail:${account.toLowerCase()}`;
  }

  /** Delay owed after `n` failures. */
  delayAfter(n: number): number {
    if (n < FREE_FAILURES) return 0;
    return Math.min(this.config.raw.LOGIN_FAILURE_DELAY_MS * 2 ** (n - FREE_FAILURES), MAX_DELAY_MS);
  }

  /** Refuses a password attempt from `ip` while it is locked out or owes a delay. */
  async check(account: string, ip: string): Promise<void> {
    const [count, at] = await this.redis.client.hmget(this.key(account), ip, `${ip}@`);
    const n = Number(count ?? 0);
    if (n >= this.config.raw.RATE_LIMIT_LOGIN_FAILURES) {
      throw AppException.fail('auth.login.locked', { minutes: Math.ceil(LOCK_WINDOW_MS / 60_000) });
    }
    const wait = Number(at ?? 0) + this.delayAfter(n) - Date.now();
    if (wait > 0) throw AppException.fail('auth.login.slow_down', { seconds: Math.ceil(wait / 1000) });
  }

  async failed(account: string, ip: string): Promise<void> {
    await this.redis.client.eval(FAIL, 1, this.key(account), ip, String(Date.now()), String(LOCK_WINDOW_MS));
  }

  /** A successful login clears its own address; a password reset clears every address. */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.redis.client.hdel(this.key(account), ip, `${ip}@`);
  }

  async clear(account: string): Promise<void> {
    await this.redis.client.del(this.key(account));
  }
}
