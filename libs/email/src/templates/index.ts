import type { EmailTemplateKey } from '../template-variables';
import { contactAcknowledgement } from './contact-acknowledgement';
import { contactAdminNotification } from './contact-admin-notification';
import { customOrderAdmin } from './custom-order-admin';
import { customOrderCustomer } from './custom-order-customer';
import { masterclassAcknowledgement } from './masterclass-acknowledgement';
import { newsletterConfirmation } from './newsletter-confirmation';
import { storeBuildCompleted } from './store-build-completed';
import { storeSummary } from './store-summary';
import type { EmailTemplateDefinition } from './template-definition';

export type { EmailTemplateDefinition } from './template-definition';

/** Every template Dućan sends; a key without a definition is a compile error. */
export const EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplateDefinition> = {
  contactAdminNotification,
  contactAcknowledgement,
  masterclassAcknowledgement,
  newsletterConfirmation,
  customOrderCustomer,
  customOrderAdmin,
  storeBuildCompleted,
  storeSummary,
};
