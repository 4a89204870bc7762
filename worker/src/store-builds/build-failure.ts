import {
  ShopifyAccessDeniedError,
  ShopifyAuthError,
  ShopifyCostLimitError,
  ShopifyError,
  ShopifyInvalidShopDomainError,
  ShopifyShopNotFoundError,
  ShopifyShopUnavailableError,
  ShopifyUserError,
} from '@ducan/shopify';
import { TokenDecryptionError } from '@ducan/secrets';
import type { BuildStep } from '@ducan/contracts';

export interface BuildFailure {
  /** The sentence the dashboard shows. */
  message: string;
  /** Worth another attempt later (network, 5xx, throttling) or final (bad token, missing scope). */
  retryable: boolean;
  details: Record<string, unknown>;
}

const STEP_LABELS: Record<BuildStep, string> = {
  store_creation: 'Connecting to the store',
  theme_installation: 'Installing the theme',
  pages_setup: 'Creating pages',
  products_setup: 'Creating sample products',
  navigation_setup: 'Setting up navigation',
  branding_setup: 'Applying branding',
};

/** Turns whatever went wrong into a plain sentence for the store owner, and decides if it is final. */
export function describeFailure(error: unknown, step: BuildStep): BuildFailure {
  const details: Record<string, unknown> =
    error instanceof ShopifyError ? (error.toJSON() as unknown as Record<string, unknown>) : { name: (error as Error)?.name ?? 'Error' };
  if (error instanceof ShopifyAuthError) return { message: 'Invalid access token — reconnect your store', retryable: false, details };
  if (error instanceof TokenDecryptionError) return { message: 'The saved access token cannot be read — reconnect your store', retryable: false, details };
  if (error instanceof ShopifyShopNotFoundError) return { message: 'Store not found — check the store URL', retryable: false, details };
  if (error instanceof ShopifyInvalidShopDomainError) return { message: 'The store URL is not a valid myshopify.com domain', retryable: false, details };
  if (error instanceof ShopifyShopUnavailableError) {
    return { message: `The Shopify store is ${error.reason === 'locked' ? 'locked' : 'unavailable (frozen)'} — check its plan and status in Shopify`, retryable: false, details };
  }
  if (error instanceof ShopifyAccessDeniedError) {
    const scope = error.missingScope ? `Missing access scope: ${error.missingScope}` : 'Missing access scope';
    return { message: `${scope} — grant it to the app and retry`, retryable: false, details };
  }
  if (error instanceof ShopifyUserError) {
    const first = error.userErrors[0];
    return { message: `${STEP_LABELS[step]} failed: ${first?.message ?? error.message}`, retryable: false, details: { ...details, userErrors: error.userErrors } };
  }
  if (error instanceof ShopifyCostLimitError) return { message: `${STEP_LABELS[step]} failed: a request was too expensive for Shopify`, retryable: false, details };
  if (error instanceof ShopifyError && error.retryable) {
    return { message: `${STEP_LABELS[step]}: Shopify did not answer (${error.message}); retrying`, retryable: true, details };
  }
  if (error instanceof StepPreconditionError) return { message: error.message, retryable: false, details };
  if (error instanceof TransientStepError) return { message: `${STEP_LABELS[step]} failed: ${error.message}; retrying`, retryable: true, details };
  return { message: `${STEP_LABELS[step]} failed unexpectedly. Please retry the build.`, retryable: true, details: { ...details, error: String((error as Error)?.message ?? error) } };
}

/** A step found the shop in a state it cannot build on (e.g. no room for another theme). */
export class StepPreconditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepPreconditionError';
  }
}

/** Something outside the shop that may well work on the next attempt (e.g. a download Shopify makes). */
export class TransientStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientStepError';
  }
}
