/** The public site's records and the e-mail outbox (one import for the entity index). */
export * from './email-message.entity';
export * from './contact-message.entity';
export * from './newsletter-subscription.entity';
export * from './custom-order.entity';
