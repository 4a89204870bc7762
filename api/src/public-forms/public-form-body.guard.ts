import { BadRequestException, CanActivate, ExecutionContext, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { jsonDepth } from '../common/body-depth.middleware';

/** The deepest a public form's JSON ever is (order → billingAddress → field) plus headroom. */
export const MAX_BODY_DEPTH = 5;

/**
 * What the public forms accept before validation: JSON only — an HTML form on another site can
 * post urlencoded or multipart bodies without a CORS preflight, JSON cannot — and no deeper than
 * the forms themselves, because the DTO transformation recurses and a body of a few thousand
 * nested arrays would otherwise overflow the stack (a 500).
 */
@Injectable()
export class PublicFormBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.is('application/json')) {
      throw new UnsupportedMediaTypeException('Pošaljite podatke kao JSON (Content-Type: application/json).');
    }
    if (jsonDepth(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      throw new BadRequestException('Podaci forme nisu ispravni: previše ugnježdenih vrednosti.');
    }
    return true;
  }
}
