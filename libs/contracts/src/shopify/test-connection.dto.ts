import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** `your-store.myshopify.com`, optionally as `https://your-store.myshopify.com/` (any case). */
export const STORE_URL_INPUT = /^(https:\/\/)?[a-z0-9][a-z0-9-]*\.myshopify\.com\/?$/i;
export const STORE_URL_FORMAT_EXAMPLE = 'your-store.myshopify.com';
export const TEST_CONNECTION_SUCCESS_MESSAGE = 'Connection successful! Your Shopify store is accessible.';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/test-connection — the wizard's "Test connection" (spec 001 §5, setup choice "existing"). */
export class TestConnectionDto {
  @Transform(trim)
  @MaxLength(255, { message: `Store URL must be in format: ${STORE_URL_FORMAT_EXAMPLE}` })
  @Matches(STORE_URL_INPUT, { message: `Store URL must be in format: ${STORE_URL_FORMAT_EXAMPLE}` })
  @IsNotEmpty({ message: 'Store URL is required' })
  @IsString({ message: 'Store URL is required' })
  storeUrl!: string;

  @Transform(trim)
  @MaxLength(255, { message: 'Admin API Access Token must be at most 255 characters' })
  @IsNotEmpty({ message: 'Admin API Access Token is required' })
  @IsString({ message: 'Admin API Access Token is required' })
  accessToken!: string;
}

/** The 200 answer of POST /api/test-connection. */
export interface TestConnectionResult {
  ok: true;
  message: string;
  shop: { name: string; domain: string; plan: string; currencyCode: string };
  preflight: {
    grantedScopes: string[];
    requiredScopes: string[];
    missingScopes: string[];
    /** null when the token may not read themes. */
    themeCount: number | null;
    themeLimit: number;
    /** Whether one more theme fits the store's theme library (null when unknown). */
    themeFits: boolean | null;
    planLimits: { tier: 'standard' | 'advanced' | 'plus'; restoreRate: number; bucketSize: number; maxQueryCost: number; themeLimit: number };
  };
}
