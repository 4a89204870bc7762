import { Injectable } from '@nestjs/common';
import {
  FileCreateMutation,
  FilesStatusQuery,
  ThemeFilesQuery,
  ThemeFilesUpsertMutation,
  ThemePublishMutation,
  ThemeQuery,
  ShopifyUserError,
  THEME_FILES_PER_UPSERT,
} from '@ducan/shopify';
import type { StoreConfiguration } from '@ducan/contracts';
import { localizedTemplateFiles, mergeThemeSettings, type ThemeBrand } from '@ducan/theme';
import type { BuildContext } from '../build-context';
import { StepPreconditionError } from '../build-failure';
import type { BuildStepHandler } from './build-step';
import { THEME_OBJECT_HANDLE } from './theme-installation.step';
import { STORE_LANGUAGE } from '../catalog-source';

const SETTINGS_FILE = 'config/settings_data.json';
const POLL_MS = [200, 400, 800, 1600, 2000, 2000, 2000, 2000, 2000, 2000];

/**
 * Merges colours (and the logo, when the store has one) into the theme's settings — read, merge,
 * write, so nothing the merchant set is wiped — then publishes the theme when activation is on.
 */
@Injectable()
export class BrandingSetupStep implements BuildStepHandler {
  readonly name = 'branding_setup' as const;

  skippedBecause(settings: StoreConfiguration): string | undefined {
    return settings.applyBranding || settings.activateTheme ? undefined : 'Skipped: branding and theme activation are switched off';
  }

  async run(context: BuildContext): Promise<string> {
    const theme = await context.findObject('theme', THEME_OBJECT_HANDLE);
    if (!theme) throw new StepPreconditionError('The theme is not installed; retry the build to install it first');
    const done: string[] = [];
    // The storefront's own texts (home, product templates) in the store's language, alongside the branding.
    const localizing = this.localizeTemplates(context, theme.shopifyId);
    if (context.settings.applyBranding) {
      const logo = await this.uploadLogo(context);
      await context.progress(1, 4);
      const brand: ThemeBrand = { primaryColor: context.settings.primaryColor, accentColor: context.settings.accentColor, ...(logo ? { logo } : {}) };
      const { theme: withFiles } = await context.shopify(ThemeFilesQuery, { id: theme.shopifyId, filenames: [SETTINGS_FILE] });
      const file = withFiles?.files?.nodes.find((node) => node.filename === SETTINGS_FILE);
      const existing = file?.body.__typename === 'OnlineStoreThemeFileBodyText' ? file.body.content : undefined;
      await context.progress(2, 4);
      const merged = mergeThemeSettings(existing, brand);
      await context.shopify(ThemeFilesUpsertMutation, { themeId: theme.shopifyId, files: [{ filename: SETTINGS_FILE, body: { type: 'TEXT', value: merged } }] });
      await context.recordObject('theme-settings', SETTINGS_FILE, theme.shopifyId, 'Brand colours', { ...brand });
      done.push(`colours ${context.settings.primaryColor} / ${context.settings.accentColor}${logo ? ' and logo' : ''} applied`);
    }
    await localizing;
    await context.progress(3, 4);
    if (context.settings.activateTheme) {
      await this.publish(context, theme.shopifyId);
      done.push('theme published');
    }
    await context.progress(4, 4);
    return done.join('; ').replace(/^./, (first) => first.toUpperCase());
  }

  private async localizeTemplates(context: BuildContext, themeId: string): Promise<void> {
    const files = Object.entries(localizedTemplateFiles(STORE_LANGUAGE)).map(([filename, value]) => ({ filename, body: { type: 'TEXT' as const, value } }));
    for (let start = 0; start < files.length; start += THEME_FILES_PER_UPSERT) {
      await context.shopify(ThemeFilesUpsertMutation, { themeId, files: files.slice(start, start + THEME_FILES_PER_UPSERT) });
    }
  }

  /** The store's logo (from the wizard's configuration) as a Shopify file, once per store. */
  private async uploadLogo(context: BuildContext): Promise<string | undefined> {
    const logoUrl = (context.settings as StoreConfiguration & { logoUrl?: string }).logoUrl;
    if (!logoUrl || !/^https?:\/\//.test(logoUrl)) return undefined;
    const filename = `${context.store.url.replace(/\.myshopify\.com$/, '')}-logo.png`;
    let recorded = await context.findObject('file', filename);
    if (!recorded) {
      const { fileCreate } = await context.shopify(FileCreateMutation, {
        files: [{ originalSource: logoUrl, contentType: 'IMAGE', alt: `${context.store.name} logo`, filename }],
      });
      const created = fileCreate?.files?.[0];
      if (!created) throw new StepPreconditionError('Shopify did not accept the logo file');
      await context.recordObject('file', filename, created.id, `${context.store.name} logo`);
      recorded = { shopifyId: created.id, title: null, details: null };
    }
    for (const wait of POLL_MS) {
      const { nodes } = await context.shopify(FilesStatusQuery, { ids: [recorded.shopifyId] });
      const status = nodes[0]?.fileStatus;
      if (status === 'READY') return `shopify://shop_images/${filename}`;
      if (status === 'FAILED') throw new StepPreconditionError('Shopify could not process the logo image');
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    throw new StepPreconditionError('Shopify is still processing the logo; retry the build in a minute');
  }

  /**
   * Publishes the theme; Shopify refuses while it still processes the theme
   * (CANNOT_PUBLISH_THEME_DURING_INSTALL), so then it waits for processing and tries again.
   */
  private async publish(context: BuildContext, themeId: string): Promise<void> {
    for (const wait of POLL_MS) {
      try {
        await context.shopify(ThemePublishMutation, { id: themeId });
        return;
      } catch (error) {
        if (!(error instanceof ShopifyUserError) || !error.userErrors.some((userError) => userError.code === 'CANNOT_PUBLISH_THEME_DURING_INSTALL')) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      const { theme } = await context.shopify(ThemeQuery, { id: themeId });
      if (!theme) throw new StepPreconditionError('The theme was deleted from the store; retry the build to install it again');
    }
    throw new StepPreconditionError('Shopify is still processing the theme; retry the build in a minute');
  }
}
