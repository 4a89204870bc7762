import { BadRequestException, CanActivate, ExecutionContext, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';

/** The deepest a public form's JSON ever is (order → billingAddress → field) plus headroom. */
export const MAX_BODY_DEPTH = 5;

/** Depth of a parsed JSON value, measured without recursion (a hostile body cannot overflow the stack). */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

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
