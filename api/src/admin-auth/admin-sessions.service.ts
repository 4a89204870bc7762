import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';
import { ADMIN_SESSION_POLICY, type AdminSessionPolicy } from './admin-session.policy';

interface SessionRecord {
  createdAt: number;
  /** The absolute end, fixed at login. */
  expiresAt: number;
  ip: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Admin sessions in Redis, shared by every API instance. The id is 256 random bits; Redis keeps only
 * its SHA-256, so a copy of the data holds no usable session. The key's TTL is the idle timeout,
 * renewed on each request and never past the absolute end.
 */
@Injectable()
export class AdminSessionsService {
  constructor(
    private readonly redis: RedisService,
    @Inject(ADMIN_SESSION_POLICY) private readonly policy: AdminSessionPolicy,
  ) {}

  async create(ip: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = Date.now();
    const record: SessionRecord = { createdAt: now, expiresAt: now + this.policy.absoluteTimeoutMs, ip };
    const ttl = Math.min(this.policy.idleTimeoutMs, this.policy.absoluteTimeoutMs);
    await this.redis.client.set(this.key(id), JSON.stringify(record), 'PX', ttl);
    return id;
  }

  /** True while the session lives; each call counts as activity. */
  async touch(id: string): Promise<boolean> {
    if (!SESSION_ID.test(id)) return false;
    const key = this.key(id);
    const raw = await this.redis.client.get(key);
    if (!raw) return false;
    const remaining = (JSON.parse(raw) as SessionRecord).expiresAt - Date.now();
    if (remaining <= 0) {
      await this.redis.client.del(key);
      return false;
    }
    await this.redis.client.pexpire(key, Math.min(this.policy.idleTimeoutMs, remaining));
    return true;
  }

  async destroy(id: string): Promise<boolean> {
    if (!SESSION_ID.test(id)) return false;
    return (await this.redis.client.del(this.key(id))) > 0;
  }

  private key(id: string): string {
    return `${this.redis.prefix}:admin:session:${createHash('sha256').update(id).digest('hex')}`;
  }
}
