import { CanActivate, ExecutionContext, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The public forms accept JSON only. A cross-site page can post a plain HTML form (urlencoded or
 * multipart) without the browser asking first; a JSON body needs a CORS preflight we never grant.
 */
@Injectable()
export class RequireJsonGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.is('application/json')) {
      throw new UnsupportedMediaTypeException('Pošaljite podatke kao JSON (Content-Type: application/json).');
    }
    return true;
  }
}
