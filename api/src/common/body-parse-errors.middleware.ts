import type { NextFunction, Request, Response } from 'express';
import { BODY_ERRORS } from './http-exception.filter';

/**
 * Body-parser failures happen before any route, where Nest's own handler would answer with the
 * parser's raw text ("Unexpected token } in JSON at position 1"); answer a sentence instead.
 */
export function bodyParseErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const known = BODY_ERRORS[(error as { type?: string })?.type ?? ''];
  if (!known) return next(error);
  response.status(known.status).json({ statusCode: known.status, message: known.message });
}
