import { Injectable } from '@nestjs/common';
import {
  CONTACT_SUCCESS_MESSAGE,
  MASTERCLASS_SUCCESS_MESSAGE,
  isMasterclassApplication,
  type ContactMessageDto,
} from '@ducan/contracts';
import { ContactMessage } from '@ducan/db';
import { DatabaseService } from '../database/database.service';
import { EmailOutboxService } from '../email/email-outbox.service';

const KIND_LABELS = {
  contact: 'Nova poruka sa kontakt forme',
  masterclass_application: 'Nova MasterClass aplikacija',
} as const;

/** Belgrade time, the way the team reads it: 21.11.2026. 22:05 */
function belgradeTime(date: Date): string {
  return new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', dateStyle: 'short', timeStyle: 'short' }).format(date);
}

@Injectable()
export class ContactService {
  constructor(
    private readonly database: DatabaseService,
    private readonly email: EmailOutboxService,
  ) {}

  /** Stores the message, queues the admin notification and the sender's acknowledgement, all in one transaction. */
  async receive(dto: ContactMessageDto, ownerId: string | undefined): Promise<{ message: string; id: number }> {
    const kind = isMasterclassApplication(dto.message) ? 'masterclass_application' : 'contact';
    const id = await this.database.manager.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(ContactMessage, { kind, name: dto.name, email: dto.email, phone: dto.phone ?? null, message: dto.message, ownerId: ownerId ?? null }),
      );
      await this.email.queue(manager, {
        to: this.email.adminAddress,
        replyTo: dto.email,
        template: 'contactAdminNotification',
        data: {
          kindLabel: KIND_LABELS[kind],
          name: dto.name,
          email: dto.email,
          phone: dto.phone ?? null,
          message: dto.message,
          receivedAt: belgradeTime(saved.createdAt),
          messageId: saved.id,
        },
      });
      if (kind === 'masterclass_application') {
        await this.email.queue(manager, { to: dto.email, template: 'masterclassAcknowledgement', data: { name: dto.name } });
      } else {
        await this.email.queue(manager, { to: dto.email, template: 'contactAcknowledgement', data: { name: dto.name, message: dto.message } });
      }
      return saved.id;
    });
    await this.email.relayNow();
    return { id, message: kind === 'masterclass_application' ? MASTERCLASS_SUCCESS_MESSAGE : CONTACT_SUCCESS_MESSAGE };
  }
}
