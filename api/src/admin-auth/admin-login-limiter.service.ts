import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';
import { ADMIN_SESSION_POLICY, type AdminSessionPolicy } from './admin-session.policy';

const GIVE_BACK = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

export class TooManyLoginsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many failed admin logins from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * At most `maxFailedLogins` failed logins per client address per window, counted in Redis so every
 * API instance shares the count. Each attempt takes a slot before the password is checked (so a
 * burst of parallel guesses cannot slip past the limit) and a successful one gives it back.
 */
@Injectable()
export class AdminLoginLimiterService {
  constructor(
    private readonly redis: RedisService,
    @Inject(ADMIN_SESSION_POLICY) private readonly policy: AdminSessionPolicy,
  ) {}

  /** Throws TooManyLoginsException when the address has used up its failures. */
  async take(ip: string): Promise<void> {
    const key = this.key(ip);
    // SET NX PX and INCR in one transaction: the window starts at the first attempt and always expires.
    const results = await this.redis.client
      .multi()
      .set(key, '0', 'PX', this.policy.failedLoginWindowMs, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    const count = Number(results?.[1]?.[1]);
    const ttlMs = Number(results?.[2]?.[1]);
    if (count > this.policy.maxFailedLogins) throw new TooManyLoginsException(Math.ceil(Math.max(ttlMs, 1000) / 1000));
  }

  async giveBack(ip: string): Promise<void> {
    // Only while the window lasts: a DECR on an expired key would create one without a TTL.
    await this.redis.client.eval(GIVE_BACK, 1, this.key(ip));
  }

  private key(ip: string): string {
    return `${this.redis.prefix}:admin:login-failures:${ip}`;
  }
}
