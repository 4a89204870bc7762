import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_ROUTES } from '@ducan/contracts';
import { ShopifyConnectionsService, type ShopifyConnectionView } from './shopify-connections.service';
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_MS, ShopifyInstallService, parsePendingInstall } from './shopify-install.service';

const COOKIE_PATH = '/api/shopify';

/** OAuth install of the Shopify app (authorization-code grant) as an alternative to pasting a token. */
@Controller('shopify')
export class ShopifyInstallController {
  constructor(
    private readonly install: ShopifyInstallService,
    private readonly connectionsService: ShopifyConnectionsService,
  ) {}

  /** GET /api/shopify/install?shop=name.myshopify.com → 302 to the shop's approval screen. */
  @Get('install')
  begin(@Query('shop') shop: unknown, @Req() request: Request, @Res() response: Response): void {
    const { location, pending } = this.install.begin(shop, request.ownerId);
    response.cookie(OAUTH_STATE_COOKIE, JSON.stringify(pending), {
      httpOnly: true,
      // Lax: the cookie must come back on Shopify's top-level redirect to the callback.
      sameSite: 'lax',
      secure: request.secure,
      signed: true,
      path: COOKIE_PATH,
      maxAge: OAUTH_STATE_TTL_MS,
    });
    response.redirect(302, location);
  }

  /** GET /api/shopify/connections → this browser's connected stores (domain, scopes, date; never a token). */
  @Get('connections')
  connections(@Req() request: Request): Promise<ShopifyConnectionView[]> {
    return this.connectionsService.list(request.ownerId);
  }

  /** GET /api/shopify/callback?code&hmac&shop&state&timestamp → stores the token, 302 to the dashboard. */
  @Get('callback')
  async complete(@Query() query: Record<string, unknown>, @Req() request: Request, @Res() response: Response): Promise<void> {
    const pending = parsePendingInstall(request.signedCookies?.[OAUTH_STATE_COOKIE]);
    response.clearCookie(OAUTH_STATE_COOKIE, { path: COOKIE_PATH });
    await this.install.complete(query, pending, request.ownerId);
    response.redirect(302, APP_ROUTES.dashboard);
  }
}
