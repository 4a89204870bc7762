import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * The per-IP limit of the public forms (contact, newsletter, custom orders). The client's address
 * is `req.ip`, which honours X-Forwarded-For only from the loopback proxy (create-app's trust proxy).
 */
@Injectable()
export class PublicRateLimitGuard extends ThrottlerGuard {}
