import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ContactMessageDto } from '@ducan/contracts';
import { PublicRateLimitGuard } from '../public-forms/public-rate-limit.guard';
import { PublicFormBodyGuard } from '../public-forms/public-form-body.guard';
import { ContactService } from './contact.service';

@Controller('contact')
@UseGuards(PublicRateLimitGuard, PublicFormBodyGuard)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact form and the MasterClass application: 201 `{ message }` with a Serbian thank-you ("Hvala …"). */
  @Post()
  @HttpCode(201)
  async send(@Body() dto: ContactMessageDto, @Req() request: Request): Promise<{ message: string }> {
    const { message } = await this.contact.receive(dto, request.ownerId);
    return { message };
  }
}
