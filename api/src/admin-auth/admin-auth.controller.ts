import { Body, Controller, Get, Header, HttpCode, Inject, Logger, Post, Req, Res, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { AdminLoginDto } from './admin-login.dto';
import { AdminLoginLimiterService, TooManyLoginsException } from './admin-login-limiter.service';
import { AdminPasswordService } from './admin-password.service';
import { ADMIN_SESSION_POLICY, adminCookieName, adminCookieOptions, type AdminSessionPolicy } from './admin-session.policy';
import { AdminSessionsService } from './admin-sessions.service';

export interface AdminSessionState {
  authenticated: boolean;
  message?: string;
}

/** The admin gate (spec §4): the password is checked and the session kept on the server. */
@Controller('admin')
export class AdminAuthController {
  private readonly logger = new Logger('AdminAuth');
  private readonly cookieName: string;

  constructor(
    private readonly passwords: AdminPasswordService,
    private readonly sessions: AdminSessionsService,
    private readonly limiter: AdminLoginLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ADMIN_SESSION_POLICY) private readonly policy: AdminSessionPolicy,
  ) {
    this.cookieName = adminCookieName(config);
  }

  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async login(@Body() dto: AdminLoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminSessionState> {
    this.passwords.assertConfigured();
    const ip = request.ip ?? 'unknown';
    await this.takeLoginSlot(ip, response);
    if (!(await this.passwords.matches(dto.password))) {
      this.logger.log(`Admin login failed from ${ip}: invalid password`);
      throw new UnauthorizedException('Invalid password');
    }
    const id = await orUnavailable(() => this.startSession(request, ip));
    response.cookie(this.cookieName, id, adminCookieOptions(this.config, this.policy));
    this.logger.log(`Admin login succeeded from ${ip}`);
    return { authenticated: true, message: 'Welcome to Admin Panel' };
  }

  @Post('logout')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminSessionState> {
    const id: unknown = request.cookies?.[this.cookieName];
    if (typeof id === 'string' && (await orUnavailable(() => this.sessions.destroy(id)))) {
      this.logger.log(`Admin logout from ${request.ip ?? 'unknown'}`);
    }
    // Express 5 drops maxAge here and sends an expired cookie with the same name, path and flags.
    response.clearCookie(this.cookieName, adminCookieOptions(this.config, this.policy));
    return { authenticated: false, message: 'Admin session ended' };
  }

  @Get('session')
  @Header('Cache-Control', 'no-store')
  session(@Req() request: Request): AdminSessionState {
    return { authenticated: request.isAdmin === true };
  }

  private async takeLoginSlot(ip: string, response: Response): Promise<void> {
    try {
      await this.limiter.take(ip);
    } catch (error) {
      if (!(error instanceof TooManyLoginsException)) throw unavailable();
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
      this.logger.log(`Admin login refused from ${ip}: too many failed attempts`);
      throw error;
    }
  }

  /** A fresh id at every login; the session the browser held before (if any) ends. */
  private async startSession(request: Request, ip: string): Promise<string> {
    await this.limiter.giveBack(ip);
    const previous: unknown = request.cookies?.[this.cookieName];
    if (typeof previous === 'string') await this.sessions.destroy(previous);
    return this.sessions.create(ip);
  }
}

/** Redis is the session store: while it is unreachable, say so instead of a bare 500. */
async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw unavailable();
  }
}

function unavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException('Admin sign-in is unavailable right now. Please try again in a minute.');
}
