import { Inject, Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { adminCookieName } from './admin-session.policy';
import { AdminSessionsService } from './admin-sessions.service';

/**
 * Marks every API request that carries a live admin session with `request.isAdmin = true` (read by
 * the store endpoints and AdminGuard). When the session store is unreachable the request goes on
 * as a visitor's: admin rights fail closed.
 */
@Injectable()
export class AdminSessionMiddleware implements NestMiddleware {
  private readonly logger = new Logger('AdminAuth');
  private readonly cookieName: string;

  constructor(
    private readonly sessions: AdminSessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cookieName = adminCookieName(config);
  }

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    request.isAdmin = false;
    const id: unknown = request.cookies?.[this.cookieName];
    if (typeof id === 'string' && id) {
      try {
        request.isAdmin = await this.sessions.touch(id);
      } catch (error) {
        this.logger.warn(`Admin session not checked (session store unreachable): ${(error as Error).message}`);
      }
    }
    next();
  }
}
