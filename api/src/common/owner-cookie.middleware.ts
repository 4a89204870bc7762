import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const OWNER_COOKIE = 'ducan_owner';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const OWNER_ID = /^[0-9a-f-]{36}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The browser this request comes from (signed, httpOnly cookie set on its first API call). */
    ownerId: string;
  }
}

/** Identifies a browser without a login: DESIGN.md's owner cookie. */
export function ownerCookie(secure: boolean) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const signed = request.signedCookies?.[OWNER_COOKIE];
    if (typeof signed === 'string' && OWNER_ID.test(signed)) {
      request.ownerId = signed;
    } else {
      request.ownerId = randomUUID();
      response.cookie(OWNER_COOKIE, request.ownerId, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        path: '/',
        maxAge: ONE_YEAR_MS,
      });
    }
    next();
  };
}
