import type { UserErrorShape } from './operations/operation';

export type ShopifyErrorCode =
  | 'AUTH'
  | 'SHOP_NOT_FOUND'
  | 'SHOP_UNAVAILABLE'
  | 'ACCESS_DENIED'
  | 'USER_ERRORS'
  | 'MAX_COST_EXCEEDED'
  | 'THROTTLED'
  | 'BUDGET_EXHAUSTED'
  | 'TRANSIENT'
  | 'GRAPHQL'
  | 'INVALID_SHOP_DOMAIN';

/**
 * Base of every client error: a plain-language message, a stable code, and whether trying again
 * later can succeed. Errors carry the shop and operation name, never a token or a request body.
 */
export abstract class ShopifyError extends Error {
  abstract readonly code: ShopifyErrorCode;
  abstract readonly retryable: boolean;
  shop?: string;
  operation?: string;
  status?: number;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, code: this.code, message: this.message, retryable: this.retryable, shop: this.shop, operation: this.operation, status: this.status };
  }
}

/** HTTP 401: the token is wrong, revoked, or belongs to another store. */
export class ShopifyAuthError extends ShopifyError {
  readonly code = 'AUTH' as const;
  readonly retryable = false;
  constructor(message = 'Invalid access token') {
    super(message);
  }
}

/** HTTP 404: there is no store at this address. */
export class ShopifyShopNotFoundError extends ShopifyError {
  readonly code = 'SHOP_NOT_FOUND' as const;
  readonly retryable = false;
  constructor(message = 'Store not found') {
    super(message);
  }
}

/** HTTP 402 (frozen, unpaid) or 423 (locked). */
export class ShopifyShopUnavailableError extends ShopifyError {
  readonly code = 'SHOP_UNAVAILABLE' as const;
  readonly retryable = false;
  constructor(readonly reason: 'frozen' | 'locked') {
    super(
      reason === 'frozen'
        ? 'This store is unavailable: it is frozen or has an unpaid Shopify bill (HTTP 402)'
        : 'This store is locked by Shopify (HTTP 423)',
    );
  }
}

/** ACCESS_DENIED (or HTTP 403): the token lacks a scope; the message names it when Shopify does. */
export class ShopifyAccessDeniedError extends ShopifyError {
  readonly code = 'ACCESS_DENIED' as const;
  readonly retryable = false;
  constructor(readonly missingScope?: string) {
    super(missingScope ? `Missing access scope: ${missingScope}` : 'Access denied: the access token lacks a required permission');
  }
}

/** A mutation answered with `userErrors`: the input was refused. */
export class ShopifyUserError extends ShopifyError {
  readonly code = 'USER_ERRORS' as const;
  readonly retryable = false;
  readonly userErrors: { field: string[]; message: string; code: string | null }[];
  constructor(payloadField: string, userErrors: UserErrorShape[]) {
    const list = userErrors.map((error) => ({ field: error.field ?? [], message: error.message, code: error.code ?? null }));
    const first = list[0];
    super(`${payloadField} failed: ${first.field.length ? `${first.field.join('.')}: ` : ''}${first.message}${list.length > 1 ? ` (and ${list.length - 1} more)` : ''}`);
    this.userErrors = list;
  }

  /** True when any user error has this code, e.g. `TAKEN`. */
  hasCode(code: string): boolean {
    return this.userErrors.some((error) => error.code === code);
  }
}

/** MAX_COST_EXCEEDED: one query asked for more than 1000 points; it must be split. */
export class ShopifyCostLimitError extends ShopifyError {
  readonly code = 'MAX_COST_EXCEEDED' as const;
  readonly retryable = false;
  constructor(readonly requestedCost?: number) {
    super(`The request is too expensive for Shopify${requestedCost ? ` (cost ${requestedCost}, limit 1000)` : ''}; it must be split into smaller requests`);
  }
}

/** THROTTLED answers kept coming after every retry. */
export class ShopifyThrottledError extends ShopifyError {
  readonly code = 'THROTTLED' as const;
  readonly retryable = true;
  constructor(readonly retryAfterMs: number) {
    super('Shopify is rate-limiting requests to this store; try again shortly');
  }
}

/** The shop's shared budget cannot pay for the request now; the caller asked to be told instead of waiting. */
export class ShopifyBudgetExhaustedError extends ShopifyError {
  readonly code = 'BUDGET_EXHAUSTED' as const;
  readonly retryable = true;
  constructor(readonly retryAfterMs: number) {
    super(`This store's Shopify API budget is used up; try again in ${Math.ceil(retryAfterMs / 100) / 10} s`);
  }
}

/** 5xx, timeouts and network failures that outlasted the retries. */
export class ShopifyTransientError extends ShopifyError {
  readonly code = 'TRANSIENT' as const;
  readonly retryable = true;
  constructor(message: string) {
    super(message);
  }
}

/** Any other GraphQL error (a bug in a document, an unsupported operation). */
export class ShopifyGraphqlError extends ShopifyError {
  readonly code = 'GRAPHQL' as const;
  readonly retryable = false;
  constructor(message: string, readonly graphqlCode?: string) {
    super(`Shopify refused the request: ${message}`);
  }
}

export class ShopifyInvalidShopDomainError extends ShopifyError {
  readonly code = 'INVALID_SHOP_DOMAIN' as const;
  readonly retryable = false;
  constructor() {
    super('Store URL must be in format: your-store.myshopify.com');
  }
}

/** Extracts `write_themes` from Shopify's ACCESS_DENIED texts ("Required access: `write_themes` access scope."). */
export function scopeFromAccessDenied(...texts: (string | undefined)[]): string | undefined {
  for (const text of texts) {
    const match = text?.match(/\b((?:unauthenticated_)?(?:read|write)_[a-z_]+)\b/);
    if (match) return match[1];
  }
  return undefined;
}
