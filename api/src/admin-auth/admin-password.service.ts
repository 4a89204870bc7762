import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig } from '@ducan/config';

/**
 * Checks the admin password on the server. Only an argon2 hash is kept in memory: ADMIN_PASSWORD_HASH
 * as given, or ADMIN_PASSWORD (or a generated password in development/test) hashed once at start;
 * argon2's verify compares in constant time.
 */
@Injectable()
export class AdminPasswordService implements OnModuleInit {
  private readonly logger = new Logger('AdminAuth');
  private passwordHash?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (this.config.adminPasswordHash) {
      this.passwordHash = this.config.adminPasswordHash;
    } else if (this.config.adminPassword) {
      this.passwordHash = await hash(this.config.adminPassword);
    } else if (this.config.nodeEnv !== 'production') {
      const generated = randomBytes(18).toString('base64url');
      this.passwordHash = await hash(generated);
      this.logger.log(`Admin password for this run: ${generated} (set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH to choose one)`);
    } else {
      this.logger.warn('Admin access is not configured: set ADMIN_PASSWORD_HASH or ADMIN_PASSWORD');
    }
  }

  /** Called before a login attempt is counted: with nothing to check against, say so (503). */
  assertConfigured(): string {
    if (!this.passwordHash) throw new ServiceUnavailableException('Admin access is not configured');
    return this.passwordHash;
  }

  matches(password: string): Promise<boolean> {
    return verify(this.assertConfigured(), password);
  }
}
