import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { parse as parseCookies } from 'cookie';
import { signedCookie } from 'cookie-parser';
import type { Socket } from 'socket.io';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { storeRoom, type SubscribeAck, type SubscribePayload } from '@ducan/contracts';
import { Store } from '@ducan/db';
import { DatabaseService } from '../database/database.service';
import { OWNER_COOKIE } from '../common/owner-cookie.middleware';
import { canSee } from '../stores/store-access';
import { adminCookieName } from '../admin-auth/admin-session.policy';
import { AdminSessionsService } from '../admin-auth/admin-sessions.service';

/**
 * Joins a socket to a store's room when its owner cookie may see that store. The worker publishes
 * `storeUpdate` to the room through Redis; this gateway never relays events itself.
 */
@WebSocketGateway()
export class StoreUpdatesGateway {
  private readonly logger = new Logger(StoreUpdatesGateway.name);

  constructor(
    private readonly database: DatabaseService,
    private readonly adminSessions: AdminSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() payload: SubscribePayload): Promise<SubscribeAck> {
    const storeId = Number(payload?.storeId);
    if (!Number.isInteger(storeId) || storeId <= 0) return { ok: false, message: 'storeId must be a positive whole number' };
    try {
      const store = await this.database.manager.findOne(Store, { where: { id: storeId }, select: { id: true, ownerId: true } });
      if (!store || !canSee({ ownerId: this.ownerOf(socket) ?? '', isAdmin: await this.isAdmin(socket) }, store)) {
        return { ok: false, message: 'Store not found' };
      }
      await socket.join(storeRoom(storeId));
      return { ok: true };
    } catch (error) {
      this.logger.warn(`subscribe failed: ${(error as Error).message}`);
      return { ok: false, message: 'Live updates are unavailable right now' };
    }
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() payload: SubscribePayload): Promise<void> {
    const storeId = Number(payload?.storeId);
    if (Number.isInteger(storeId)) await socket.leave(storeRoom(storeId));
  }

  /** Admins watch every build; a session store outage makes them ordinary visitors (fail closed). */
  private async isAdmin(socket: Socket): Promise<boolean> {
    const id = parseCookies(socket.request.headers.cookie ?? '')[adminCookieName(this.config)];
    return id ? this.adminSessions.touch(id).catch(() => false) : false;
  }

  private ownerOf(socket: Socket): string | undefined {
    const raw = parseCookies(socket.request.headers.cookie ?? '')[OWNER_COOKIE];
    if (!raw) return undefined;
    const value = signedCookie(raw, this.config.appSecret);
    return typeof value === 'string' ? value : undefined;
  }
}
