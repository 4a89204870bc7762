import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { NewsletterSubscriptionDto } from '@ducan/contracts';
import { PublicRateLimitGuard } from '../public-forms/public-rate-limit.guard';
import { PublicFormBodyGuard } from '../public-forms/public-form-body.guard';
import { NewsletterService, isTokenFormat } from './newsletter.service';
import { unsubscribePage, type UnsubscribePageKind } from './unsubscribe-page';

@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** 201 for a new (or returning) subscriber, 200 when the address is already subscribed. */
  @Post()
  @UseGuards(PublicRateLimitGuard, PublicFormBodyGuard)
  @HttpCode(201)
  async subscribe(@Body() dto: NewsletterSubscriptionDto, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    const { outcome, message } = await this.newsletter.subscribe(dto);
    if (outcome === 'already-subscribed') response.status(200);
    return { message };
  }

  /** The link in every newsletter e-mail: unsubscribes and answers a small Serbian page (404 for an unknown token). */
  @Get('unsubscribe')
  async unsubscribeFromLink(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    await this.answer(response, token, (valid) => this.newsletter.unsubscribe(valid), 'unsubscribed');
  }

  /** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) posts to the same URL. */
  @Post('unsubscribe')
  async unsubscribeOneClick(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    await this.answer(response, token, (valid) => this.newsletter.unsubscribe(valid), 'unsubscribed');
  }

  /** "Ponovo me prijavi" on the unsubscribe page. */
  @Post('resubscribe')
  async resubscribe(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    await this.answer(response, token, (valid) => this.newsletter.resubscribe(valid), 'resubscribed');
  }

  private async answer(response: Response, token: unknown, change: (token: string) => Promise<boolean>, done: UnsubscribePageKind): Promise<void> {
    const found = isTokenFormat(token) && (await change(token));
    const kind: UnsubscribePageKind = found ? done : 'unknown';
    const { siteUrl, supportEmail } = this.newsletter.pageOptions();
    const resubscribeAction = found && done === 'unsubscribed' ? `/api/newsletter/resubscribe?token=${token as string}` : undefined;
    response
      .status(found ? 200 : 404)
      .type('html')
      .set('Cache-Control', 'no-store')
      .set('Referrer-Policy', 'no-referrer')
      .send(unsubscribePage(kind, { siteUrl, supportEmail, resubscribeAction }));
  }
}
