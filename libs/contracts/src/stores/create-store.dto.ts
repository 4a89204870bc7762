import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const THEME_SOURCES = ['shopify', 'github', 'upload'] as const;
export type ThemeSource = (typeof THEME_SOURCES)[number];

/** Lowercase letters, digits and hyphens followed by .myshopify.com (spec 001 §5). */
export const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
export const STORE_URL_FORMAT_MESSAGE = 'Must be a valid myshopify.com domain (e.g., your-store.myshopify.com)';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const defaultTrue = ({ value }: { value: unknown }) => (value === undefined || value === null ? true : value);
const defaultFalse = ({ value }: { value: unknown }) => (value === undefined || value === null ? false : value);

/** The store creation payload (spec 001 §3), validated with the spec's messages (§5). */
export class CreateStoreDto {
  @Transform(trim)
  @MaxLength(100, { message: 'Store name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Store name is required' })
  @IsString({ message: 'Store name is required' })
  storeName!: string;

  @Transform(trim)
  @MaxLength(100, { message: STORE_URL_FORMAT_MESSAGE })
  @Matches(MYSHOPIFY_DOMAIN, { message: STORE_URL_FORMAT_MESSAGE })
  @IsNotEmpty({ message: 'Store domain is required' })
  @IsString({ message: 'Store domain is required' })
  storeUrl!: string;

  @Transform(trim)
  @MaxLength(255, { message: 'Admin API access token must be at most 255 characters' })
  @IsNotEmpty({ message: 'Admin API access token is required' })
  @IsString({ message: 'Admin API access token is required' })
  accessToken!: string;

  @Transform(trim)
  @MaxLength(100, { message: 'Category must be at most 100 characters' })
  @IsNotEmpty({ message: 'Category is required' })
  @IsString({ message: 'Category is required' })
  category!: string;

  @IsIn(THEME_SOURCES, { message: 'Theme source must be one of: shopify, github, upload' })
  themeSource!: ThemeSource;

  @Transform(trim)
  @MaxLength(200, { message: 'Theme selection must be at most 200 characters' })
  @IsNotEmpty({ message: 'Theme selection is required' })
  @IsString({ message: 'Theme selection is required' })
  themeId!: string;

  @Transform(defaultTrue)
  @IsBoolean({ message: 'createSampleProducts must be true or false' })
  createSampleProducts = true;

  @Transform(defaultTrue)
  @IsBoolean({ message: 'setupNavigation must be true or false' })
  setupNavigation = true;

  @Transform(defaultTrue)
  @IsBoolean({ message: 'createPages must be true or false' })
  createPages = true;

  @Transform(defaultTrue)
  @IsBoolean({ message: 'applyBranding must be true or false' })
  applyBranding = true;

  @Transform(defaultTrue)
  @IsBoolean({ message: 'activateTheme must be true or false' })
  activateTheme = true;

  @Transform(defaultFalse)
  @IsBoolean({ message: 'sendEmail must be true or false' })
  sendEmail = false;

  @IsOptional()
  @Matches(HEX_COLOUR, { message: 'Primary color must be a hex colour like #1a73e8' })
  primaryColor?: string;

  @IsOptional()
  @Matches(HEX_COLOUR, { message: 'Accent color must be a hex colour like #ea4335' })
  accentColor?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'GitHub URL must be at most 500 characters' })
  githubUrl?: string;

  /** Accepted for compatibility with the wizard's request shape; never stored (they are secrets). */
  @IsOptional() @IsString() @MaxLength(255) partnerApiKey?: string;
  @IsOptional() @IsString() @MaxLength(255) partnerSecret?: string;
  @IsOptional() @IsString() @MaxLength(255) adminApiKey?: string;
  @IsOptional() @IsString() @MaxLength(255) adminSecret?: string;
}

export const DEFAULT_PRIMARY_COLOR = '#1a73e8';
export const DEFAULT_ACCENT_COLOR = '#ea4335';
