export * from './field-rules';
export * from './order-pricing';
export * from './order-addresses';
export * from './contact-message.dto';
export * from './newsletter-subscription.dto';
export * from './custom-order.dto';
