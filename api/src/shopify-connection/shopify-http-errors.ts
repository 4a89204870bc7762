import { HttpException, HttpStatus } from '@nestjs/common';
import {
  ShopifyAccessDeniedError,
  ShopifyAuthError,
  ShopifyBudgetExhaustedError,
  ShopifyCostLimitError,
  ShopifyError,
  ShopifyInvalidShopDomainError,
  ShopifyShopNotFoundError,
  ShopifyShopUnavailableError,
  ShopifyThrottledError,
  ShopifyTransientError,
  ShopifyUserError,
} from '@ducan/shopify';

/**
 * A Shopify failure as an HTTP answer with the client's plain sentence. Problems the person can fix
 * (token, address, scopes, plan) are 4xx; Shopify being slow or down is 502/504 — never a 500.
 */
export function toHttpException(error: unknown): HttpException {
  if (!(error instanceof ShopifyError)) throw error;
  const status = statusFor(error);
  return new HttpException({ message: error.message }, status);
}

function statusFor(error: ShopifyError): number {
  if (error instanceof ShopifyAuthError) return HttpStatus.BAD_REQUEST;
  if (error instanceof ShopifyInvalidShopDomainError) return HttpStatus.BAD_REQUEST;
  if (error instanceof ShopifyShopNotFoundError) return HttpStatus.NOT_FOUND;
  if (error instanceof ShopifyAccessDeniedError) return HttpStatus.FORBIDDEN;
  if (error instanceof ShopifyShopUnavailableError) return HttpStatus.CONFLICT;
  if (error instanceof ShopifyUserError || error instanceof ShopifyCostLimitError) return HttpStatus.UNPROCESSABLE_ENTITY;
  if (error instanceof ShopifyThrottledError || error instanceof ShopifyBudgetExhaustedError) return HttpStatus.TOO_MANY_REQUESTS;
  if (error instanceof ShopifyTransientError && /did not answer/.test(error.message)) return HttpStatus.GATEWAY_TIMEOUT;
  return HttpStatus.BAD_GATEWAY;
}
