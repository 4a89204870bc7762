import { Injectable } from '@nestjs/common';
import { ShopifyUserError, ThemeCreateMutation, ThemeQuery, ThemesQuery, type ThemeSummary } from '@ducan/shopify';
import { THEME_NAME, THEME_VERSION } from '@ducan/theme';
import type { BuildContext } from '../build-context';
import { StepPreconditionError, TransientStepError } from '../build-failure';
import type { BuildStepHandler } from './build-step';

export const INSTALLED_THEME_NAME = `${THEME_NAME} ${THEME_VERSION}`;
export const THEME_OBJECT_HANDLE = `ducan-bootstrap-${THEME_VERSION}`;
const SHOPIFY_THEME_LIMIT = 20;
/** Shopify processes a theme in seconds: poll briskly at first (each poll is a round trip too). */
const POLL_START_MS = 50;
const POLL_MAX_MS = 2_000;
const PROCESSING_TIMEOUT_MS = 5 * 60_000;

/** Installs our Bootstrap 5 theme as an unpublished theme — found by name first, so never twice. */
@Injectable()
export class ThemeInstallationStep implements BuildStepHandler {
  readonly name = 'theme_installation' as const;

  skippedBecause(): undefined {
    return undefined;
  }

  async run(context: BuildContext): Promise<string> {
    const theme = (await this.recordedTheme(context)) ?? (await this.existingTheme(context)) ?? (await this.createTheme(context));
    await context.progress(2, 4);
    const ready = await this.waitUntilProcessed(context, theme);
    await context.updateStore({ themeId: ready.id, themeName: ready.name });
    await context.progress(4, 4);
    return `Installed theme ${ready.name} (unpublished)`;
  }

  private async recordedTheme(context: BuildContext): Promise<ThemeSummary | undefined> {
    const recorded = await context.findObject('theme', THEME_OBJECT_HANDLE);
    if (!recorded) return undefined;
    const { theme } = await context.shopify(ThemeQuery, { id: recorded.shopifyId });
    if (theme) return theme;
    // Deleted in Shopify since: install it again.
    await context.forgetObject('theme', THEME_OBJECT_HANDLE);
    return undefined;
  }

  /** themeCreate is not idempotent: a crash after it must find the theme by name, not create another. */
  private async existingTheme(context: BuildContext): Promise<ThemeSummary | undefined> {
    const { themes } = await context.shopify(ThemesQuery, { first: 50 });
    const all = themes?.nodes ?? [];
    const found = all.find((theme) => theme.name === INSTALLED_THEME_NAME);
    if (found) {
      await context.recordObject('theme', THEME_OBJECT_HANDLE, found.id, found.name);
      return found;
    }
    if (all.length >= SHOPIFY_THEME_LIMIT) {
      throw new StepPreconditionError(
        `Your store already has ${all.length} themes, Shopify's limit — delete an unused theme in Online Store → Themes and retry`,
      );
    }
    return undefined;
  }

  private async createTheme(context: BuildContext): Promise<ThemeSummary> {
    await context.progress(1, 4);
    const source = `${context.publicUrl}/api/assets/theme/ducan-bootstrap-${THEME_VERSION}.zip`;
    const { themeCreate } = await context.shopify(ThemeCreateMutation, { source, name: INSTALLED_THEME_NAME, role: 'UNPUBLISHED' }).catch((error: unknown) => {
      // Shopify could not fetch our zip (our server busy or briefly unreachable): worth another attempt.
      if (error instanceof ShopifyUserError && error.userErrors.some((userError) => /download/i.test(userError.message))) {
        throw new TransientStepError(`Shopify could not download the theme from ${source}`);
      }
      throw error;
    });
    const theme = themeCreate?.theme;
    if (!theme) throw new StepPreconditionError('Shopify did not return the new theme');
    await context.recordObject('theme', THEME_OBJECT_HANDLE, theme.id, theme.name);
    return theme;
  }

  private async waitUntilProcessed(context: BuildContext, theme: ThemeSummary): Promise<ThemeSummary> {
    let current = theme;
    let delay = POLL_START_MS;
    const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
    while (current.processing) {
      if (Date.now() > deadline) throw new StepPreconditionError('Shopify is still processing the theme after 5 minutes; retry the build later');
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 1.5, POLL_MAX_MS);
      const { theme: polled } = await context.shopify(ThemeQuery, { id: current.id });
      if (!polled) throw new StepPreconditionError('The theme disappeared from the store while it was being installed');
      current = polled;
    }
    if (current.processingFailed) throw new StepPreconditionError('Shopify could not process the theme files');
    return current;
  }
}
