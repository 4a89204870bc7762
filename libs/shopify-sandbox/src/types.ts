import type { IncomingMessage, ServerResponse } from 'node:http';

export type SandboxPlan = 'standard' | 'advanced' | 'plus';

export interface SandboxOptions {
  /** PostgreSQL holding the durable shop state (schema `shopify_sandbox`). */
  databaseUrl: string;
  /** Redis holding the per-shop leaky buckets, fault configuration and request counters. */
  redisUrl: string;
  /** Every Redis key is `${redisPrefix}:sandbox:...`. */
  redisPrefix: string;
  /** Plan of shops auto-provisioned by the `demo` token (default standard). */
  plan?: SandboxPlan;
  /** How long a theme created by themeCreate stays `processing` (default 300 ms). */
  themeProcessingMs?: number;
  /** How long a file created by fileCreate / productSet stays UPLOADED before READY (default 50 ms). */
  fileProcessingMs?: number;
  /** Apps (client id + secret) the OAuth endpoints accept, in addition to those added with provisionApp. */
  oauthApps?: Array<{ clientId: string; clientSecret: string }>;
  /** Fetch used by themeCreate to download `source` (default: the global fetch). */
  downloadFetch?: typeof fetch;
  /**
   * Which URLs themeCreate / themeFilesUpsert may download (default: any http(s) URL, as Shopify).
   * A sandbox reachable from the internet should restrict this to its own origin (no SSRF).
   */
  allowDownload?: (url: URL) => boolean;
  /** Whether the HTTP handler accepts the control routes (PUT /__inspect/shops/:shop, /faults, /apps). Default true. */
  inspectControl?: boolean;
}

/** The rate-limit bucket of a shop: Standard 2000/100, Advanced 4000/200, Plus 20000/1000. */
export interface BucketSettings {
  maximumAvailable: number;
  restoreRate: number;
}

export interface ProvisionShopOptions {
  /** An Admin API access token valid for this shop (besides `demo`). */
  token?: string;
  /** Scopes granted to `token` (default: every scope a store build needs). */
  scopes?: string[];
  plan?: SandboxPlan;
  /** Overrides the plan's bucket (tests use a tiny bucket to reach THROTTLED quickly). */
  bucket?: BucketSettings;
  /** How many themes the shop may hold (Shopify: 20). */
  themeLimit?: number;
  name?: string;
  email?: string;
  currencyCode?: string;
  /** Shop answers with this HTTP status instead of serving (402 frozen / 423 locked). */
  unavailableStatus?: 402 | 423 | null;
}

export type LatencyFault =
  | number
  | { fixedMs: number }
  | { minMs: number; maxMs: number }
  | { meanMs: number; stdDevMs: number };

export interface SandboxFaultSet {
  /** Extra latency before each answer. */
  latency?: LatencyFault;
  /** Probability (0..1) that a request answers a 5xx (see `serverErrorStatus`). */
  serverErrorRate?: number;
  /** The status of injected server errors (default 503). */
  serverErrorStatus?: 500 | 502 | 503 | 504;
  /** The next N requests answer a 5xx (consumed atomically across processes). */
  serverErrorBurst?: number;
  /** Probability (0..1) that a request answers THROTTLED regardless of the bucket. */
  throttleRate?: number;
  /** The next N requests answer THROTTLED. */
  throttleBurst?: number;
  /** Probability (0..1) that a request never answers (until the caller aborts or `timeoutMs`). */
  timeoutRate?: number;
  /** How long a timed-out request hangs before the socket is dropped (default 30 000 ms). */
  timeoutMs?: number;
  /** Operations (root field names, e.g. `themeCreate`) that answer INTERNAL_SERVER_ERROR. */
  failOperations?: string[];
  /** HTTP status of THROTTLED answers (Shopify: 200; some sources report 429). */
  throttledStatus?: 200 | 429;
}

export interface SandboxFaults extends SandboxFaultSet {
  /** Apply to this shop only (`name.myshopify.com`); global when absent. */
  shop?: string;
}

export interface SandboxRequestStats {
  requests: number;
  graphql: number;
  throttled: number;
  serverErrors: number;
  timeouts: number;
  unauthorized: number;
  notFound: number;
  validationErrors: number;
  /** Per root field, e.g. `{ themeCreate: 1, themes: 3 }`. */
  operations: Record<string, number>;
}

export interface SandboxLogEntry {
  at: string;
  shop: string;
  status: number;
  operations: string[];
  requestedQueryCost: number | null;
  actualQueryCost: number | null;
  outcome: 'ok' | 'throttled' | 'server_error' | 'timeout' | 'unauthorized' | 'not_found' | 'invalid' | 'max_cost' | 'unavailable';
}

export type SandboxCreatedCounts = Record<string, number>;

export interface SandboxThemeFileSnapshot {
  filename: string;
  contentType: string;
  size: number;
  checksumMd5: string;
  /** Text content for text files, null for binary ones. */
  content: string | null;
  /** Base64 content for binary files. */
  contentBase64: string | null;
  updatedAt: string;
}

export interface SandboxThemeSnapshot {
  id: string;
  name: string;
  role: string;
  processing: boolean;
  processingFailed: boolean;
  createdAt: string;
  updatedAt: string;
  files: SandboxThemeFileSnapshot[];
  /** `config/settings_data.json` parsed (comments stripped), or null when absent or invalid. */
  settings: unknown;
}

export interface SandboxFileSnapshot {
  id: string;
  type: 'MediaImage' | 'GenericFile';
  alt: string | null;
  filename: string;
  originalSource: string;
  fileStatus: string;
  createdAt: string;
}

export interface SandboxPageSnapshot {
  id: string;
  title: string;
  handle: string;
  body: string;
  isPublished: boolean;
  templateSuffix: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxVariantSnapshot {
  id: string;
  title: string;
  price: string;
  sku: string | null;
  position: number;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface SandboxImageSnapshot {
  id: string;
  url: string;
  alt: string | null;
}

export interface SandboxProductSnapshot {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: string;
  tags: string[];
  options: Array<{ id: string; name: string; position: number; values: string[] }>;
  variants: SandboxVariantSnapshot[];
  images: SandboxImageSnapshot[];
  /** Ids of the publications the product is published on. */
  publicationIds: string[];
  createdAt: string;
  updatedAt: string;
}

export interface SandboxCollectionSnapshot {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  sortOrder: string;
  productHandles: string[];
  publicationIds: string[];
}

export interface SandboxMenuItemSnapshot {
  id: string;
  title: string;
  type: string;
  url: string | null;
  resourceId: string | null;
  tags: string[];
  items: SandboxMenuItemSnapshot[];
}

export interface SandboxMenuSnapshot {
  id: string;
  handle: string;
  title: string;
  isDefault: boolean;
  items: SandboxMenuItemSnapshot[];
}

export interface SandboxPublicationSnapshot {
  id: string;
  name: string;
}

export interface SandboxShopSnapshot {
  id: string;
  name: string;
  email: string;
  myshopifyDomain: string;
  currencyCode: string;
  plan: SandboxPlan;
  themeLimit: number;
  createdAt: string;
}

/** A shop's whole state, as plain data (the storefront preview renders from this). */
export interface SandboxShopState {
  shop: SandboxShopSnapshot;
  themes: SandboxThemeSnapshot[];
  files: SandboxFileSnapshot[];
  pages: SandboxPageSnapshot[];
  products: SandboxProductSnapshot[];
  collections: SandboxCollectionSnapshot[];
  publications: SandboxPublicationSnapshot[];
  menus: SandboxMenuSnapshot[];
}

export interface SandboxInspector {
  /** Every shop the sandbox knows. */
  shops(): Promise<string[]>;
  /** A shop's whole state, or null when the shop does not exist. */
  state(shop: string): Promise<SandboxShopState | null>;
  /** How many objects of each type were ever created in the shop (deletes do not decrease it). */
  createdCounts(shop: string): Promise<SandboxCreatedCounts>;
  /** Request counters for a shop, or for every shop together when `shop` is absent. */
  requestStats(shop?: string): Promise<SandboxRequestStats>;
  /** The newest requests first (at most `limit`, default 100; the sandbox keeps the last 1000 per shop). */
  requestLog(shop: string, limit?: number): Promise<SandboxLogEntry[]>;
  /** Current bucket of a shop, as the next answer would report it. */
  throttleStatus(shop: string): Promise<{ maximumAvailable: number; currentlyAvailable: number; restoreRate: number }>;
}

export interface ShopifySandbox {
  /** WHATWG fetch-compatible, in-process: answers https://{name}.myshopify.com/admin/api/{version}/graphql.json and /admin/oauth/*. */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Node/Express handler: `/{name}.myshopify.com/admin/...`, Host-header form, and `/__inspect/...`. */
  handler(req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void): void;
  inspect: SandboxInspector;
  provisionShop(shop: string, opts?: ProvisionShopOptions): Promise<void>;
  /** Registers an OAuth app (client id + secret) for /admin/oauth/*. */
  provisionApp(app: { clientId: string; clientSecret: string }): Promise<void>;
  setFaults(faults: SandboxFaults): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}
