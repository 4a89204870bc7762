import { Injectable } from '@nestjs/common';
import { ALL_NICHES_ID, CUSTOM_ORDER_SUCCESS_MESSAGE, orderTotalUsd, type CustomOrderDto } from '@ducan/contracts';
import { CustomOrder, type CustomOrderAddress } from '@ducan/db';
import { DatabaseService } from '../database/database.service';
import { EmailOutboxService } from '../email/email-outbox.service';
import { formatAddress, formatNiches } from './order-formatting';

export interface CustomOrderCreated {
  id: number;
  totalUsd: number;
  message: string;
}

@Injectable()
export class CustomOrdersService {
  constructor(
    private readonly database: DatabaseService,
    private readonly email: EmailOutboxService,
  ) {}

  /** Prices the order from its niches (never from the client), stores it and queues both confirmations. */
  async create(dto: CustomOrderDto, ownerId: string | undefined): Promise<CustomOrderCreated> {
    const totalUsd = orderTotalUsd(dto.niches);
    const billing: CustomOrderAddress | null =
      dto.useSameForBilling || !dto.billingAddress
        ? null
        : {
            firstName: dto.billingAddress.firstName,
            lastName: dto.billingAddress.lastName,
            address: dto.billingAddress.address,
            apartment: dto.billingAddress.apartment ?? null,
            city: dto.billingAddress.city,
            country: dto.billingAddress.country,
            state: dto.billingAddress.state ?? null,
            postalCode: dto.billingAddress.postalCode,
          };
    const id = await this.database.manager.transaction(async (manager) => {
      const order = await manager.save(
        manager.create(CustomOrder, {
          niches: dto.niches,
          totalUsd,
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          phone: dto.phone,
          address: dto.address,
          apartment: dto.apartment ?? null,
          city: dto.city,
          country: dto.country,
          state: dto.state ?? null,
          postalCode: dto.postalCode,
          useSameForBilling: billing === null,
          billingAddress: billing,
          ownerId: ownerId ?? null,
        }),
      );
      const shippingAddress = formatAddress(dto);
      const billingAddress = billing ? formatAddress(billing) : 'Ista kao adresa za isporuku';
      const common = { orderNumber: order.id, nicheList: formatNiches(dto.niches), isBundle: dto.niches.includes(ALL_NICHES_ID), totalUsd, shippingAddress, billingAddress };
      await this.email.queue(manager, { to: dto.email, template: 'customOrderCustomer', data: { ...common, firstName: dto.firstName } });
      await this.email.queue(manager, {
        to: this.email.adminAddress,
        replyTo: dto.email,
        template: 'customOrderAdmin',
        data: { ...common, fullName: `${dto.firstName} ${dto.lastName}`, email: dto.email, phone: dto.phone },
      });
      return order.id;
    });
    await this.email.relayNow();
    return { id, totalUsd, message: CUSTOM_ORDER_SUCCESS_MESSAGE };
  }
}
