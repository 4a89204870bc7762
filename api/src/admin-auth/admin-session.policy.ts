import type { CookieOptions } from 'express';
import type { AppConfig } from '@ducan/config';

/** Injection token of the session timeouts and login limit; tests override it with short values. */
export const ADMIN_SESSION_POLICY = Symbol('ADMIN_SESSION_POLICY');

export interface AdminSessionPolicy {
  /** A session without a request for this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after login whatever its activity (the spec's two-day login cookie). */
  absoluteTimeoutMs: number;
  /** Failed logins allowed per client address per window before a 429. */
  maxFailedLogins: number;
  failedLoginWindowMs: number;
}

export const DEFAULT_ADMIN_SESSION_POLICY: AdminSessionPolicy = {
  idleTimeoutMs: 2 * 3600_000,
  absoluteTimeoutMs: 2 * 24 * 3600_000,
  maxFailedLogins: 5,
  failedLoginWindowMs: 15 * 60_000,
};

/** `__Host-` binds the cookie to this exact host over HTTPS, so production only (it requires Secure). */
export function adminCookieName(config: Pick<AppConfig, 'nodeEnv'>): string {
  return config.nodeEnv === 'production' ? '__Host-ducan_admin' : 'ducan_admin';
}

export function adminCookieOptions(config: Pick<AppConfig, 'nodeEnv'>, policy: AdminSessionPolicy): CookieOptions {
  return {
    httpOnly: true,
    // Strict: no other site can make a browser send it, which is the CSRF defence of admin writes.
    sameSite: 'strict',
    secure: config.nodeEnv === 'production',
    path: '/',
    maxAge: policy.absoluteTimeoutMs,
  };
}
