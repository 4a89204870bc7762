import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';
import { AdminGuard } from './admin.guard';
import { AdminLoginLimiterService } from './admin-login-limiter.service';
import { AdminPasswordService } from './admin-password.service';
import { ADMIN_SESSION_POLICY, DEFAULT_ADMIN_SESSION_POLICY, type AdminSessionPolicy } from './admin-session.policy';
import { AdminSessionMiddleware } from './admin-session.middleware';
import { AdminSessionsService } from './admin-sessions.service';

/** Server-side admin sessions: login/logout/session endpoints, `request.isAdmin` on every API request, AdminGuard. */
@Module({
  controllers: [AdminAuthController],
  providers: [
    AdminPasswordService,
    AdminSessionsService,
    AdminLoginLimiterService,
    AdminGuard,
    { provide: ADMIN_SESSION_POLICY, useValue: DEFAULT_ADMIN_SESSION_POLICY },
  ],
  exports: [AdminGuard, AdminSessionsService],
})
export class AdminAuthModule implements NestModule {
  /** The same module with other timeouts or limits (tests use seconds instead of hours). */
  static withPolicy(policy: Partial<AdminSessionPolicy>): DynamicModule {
    return { module: AdminAuthModule, providers: [{ provide: ADMIN_SESSION_POLICY, useValue: { ...DEFAULT_ADMIN_SESSION_POLICY, ...policy } }] };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AdminSessionMiddleware).forRoutes('{*path}');
  }
}
