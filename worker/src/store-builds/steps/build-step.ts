import type { BuildStep, StoreConfiguration } from '@ducan/contracts';
import type { BuildContext } from '../build-context';

/** One of the six build steps: one job, idempotent, safe to re-run after a crash at any call. */
export interface BuildStepHandler {
  readonly name: BuildStep;
  /** The message logged instead of running when the user switched this step off. */
  skippedBecause(settings: StoreConfiguration): string | undefined;
  /** Does the step's work; resolves with the message logged as "completed". */
  run(context: BuildContext): Promise<string>;
}

/** Scopes a build needs, by what it will do (write_ scopes imply their read_ scopes). */
export function requiredScopes(settings: StoreConfiguration): string[] {
  const scopes = ['write_themes'];
  if (settings.createPages) scopes.push('write_online_store_pages');
  if (settings.createSampleProducts) scopes.push('write_products', 'write_publications');
  if (settings.setupNavigation) scopes.push('write_online_store_navigation');
  if (settings.applyBranding) scopes.push('write_files');
  return scopes;
}
