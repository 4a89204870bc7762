import { BadRequestException, Controller, Get, Head, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { packThemeZip, THEME_ZIP_FILENAME } from '@ducan/theme';
import { ducanThemePreviewPng, hasProductImage, productImagePng, themePreviewPng, type RenderedImage } from '@ducan/storefront-assets';

// Every URL here names immutable content (a versioned theme, an image derived from its handle).
const FOREVER = 'public, max-age=31536000, immutable';

/** Files a store build hands to Shopify by URL, and pictures the web app shows. */
@Controller('assets')
export class StorefrontAssetsController {
  private themeEtag?: string;

  @Get(`theme/${THEME_ZIP_FILENAME}`)
  async themeZip(@Res() response: Response): Promise<void> {
    const zip = Buffer.from(await packThemeZip());
    this.themeEtag ??= `"${createHash('sha256').update(zip).digest('base64url').slice(0, 27)}"`;
    response.setHeader('Cache-Control', FOREVER);
    response.setHeader('ETag', this.themeEtag);
    response.setHeader('Content-Disposition', `attachment; filename="${THEME_ZIP_FILENAME}"`);
    response.type('application/zip').send(zip);
  }

  /** The wizard's theme confirmation (step 3) and branding preview (step 5): the theme in the store's colours. */
  @Get(`theme/${THEME_ZIP_FILENAME.replace(/\.zip$/, '')}-preview.png`)
  themePreviewImage(@Query('primary') primary: string | undefined, @Query('accent') accent: string | undefined, @Res() response: Response): void {
    const image = ducanThemePreviewPng(primary ?? '#1a73e8', accent ?? '#ea4335');
    if (!image) throw new BadRequestException('primary and accent must be colours like #1a73e8.');
    this.sendPng(response, image);
  }

  /** Lets a build (and our tests) check an image URL without drawing the picture. */
  @Head('products/:category/:file')
  productImageExists(@Param('category') category: string, @Param('file') file: string, @Res() response: Response): void {
    if (!file.endsWith('.png') || !hasProductImage(category, file.slice(0, -4))) throw new NotFoundException(`There is no sample product image ${category}/${file}.`);
    response.setHeader('Cache-Control', FOREVER);
    response.type('image/png').end();
  }

  @Get('products/:category/:file')
  productImage(@Param('category') category: string, @Param('file') file: string, @Res() response: Response): void {
    const handle = file.endsWith('.png') ? file.slice(0, -4) : '';
    const image = handle ? productImagePng(category, handle) : undefined;
    if (!image) throw new NotFoundException(`There is no sample product image ${category}/${file}.`);
    this.sendPng(response, image);
  }

  @Get('theme-previews/:file')
  themePreview(@Param('file') file: string, @Res() response: Response): void {
    const image = file.endsWith('.png') ? themePreviewPng(file.slice(0, -4)) : undefined;
    if (!image) throw new NotFoundException(`There is no theme preview ${file}.`);
    this.sendPng(response, image);
  }

  private sendPng(response: Response, image: RenderedImage): void {
    response.setHeader('Cache-Control', FOREVER);
    response.setHeader('ETag', image.etag);
    // Shopify and other sites may load these images; helmet's default would block cross-origin use.
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    response.type('image/png').send(Buffer.from(image.png));
  }
}
