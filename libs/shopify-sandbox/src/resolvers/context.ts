import type { SandboxStore, ShopRow } from '../store';

export interface SandboxSettings {
  themeProcessingMs: number;
  fileProcessingMs: number;
  downloadFetch: typeof fetch;
  allowDownload: (url: URL) => boolean;
}

/** What every resolver gets: the shop being served, the token's scopes, the durable store. */
export interface SandboxContext {
  shop: ShopRow;
  scopes: string[];
  store: SandboxStore;
  settings: SandboxSettings;
  /** The query root object, for fields that return it (Job.query). */
  queryRoot: Record<string, unknown>;
}

export type Args = Record<string, unknown>;
export type RootResolver = (args: Args, ctx: SandboxContext) => unknown;

export interface UserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}

export function userError(field: string[] | null, message: string, code: string | null = null): UserError {
  return { field, message, code };
}
