import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** For admin-only endpoints: the server decides, from the session AdminSessionMiddleware checked. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<Request>().isAdmin === true) return true;
    throw new UnauthorizedException('Access Denied');
  }
}
