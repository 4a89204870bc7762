import type { TemplateValue } from './substitute';

/** The variables each template reads (besides the layout's siteUrl, supportEmail, supportPhone). */
export interface EmailTemplateVariables {
  /** To ADMIN_EMAIL: a contact message or MasterClass application arrived. */
  contactAdminNotification: {
    kindLabel: string;
    name: string;
    email: string;
    phone?: string | null;
    message: string;
    receivedAt: string;
    messageId: number;
  };
  /** To the sender of the contact form. */
  contactAcknowledgement: { name: string; message: string };
  /** To a MasterClass applicant. */
  masterclassAcknowledgement: { name: string };
  /** To a new newsletter subscriber, with the working unsubscribe link. */
  newsletterConfirmation: { name: string; unsubscribeUrl: string };
  /** To the customer of a Custom Build order. */
  customOrderCustomer: {
    firstName: string;
    orderNumber: number;
    nicheList: string;
    isBundle: boolean;
    totalUsd: number;
    shippingAddress: string;
    billingAddress: string;
  };
  /** To ADMIN_EMAIL for a Custom Build order. */
  customOrderAdmin: {
    orderNumber: number;
    fullName: string;
    email: string;
    phone: string;
    nicheList: string;
    isBundle: boolean;
    totalUsd: number;
    shippingAddress: string;
    billingAddress: string;
  };
  /** To a store owner when a build finished (the wizard's "Email Notifications" switch). */
  storeBuildCompleted: {
    recipientName: string;
    storeName: string;
    storeUrl: string;
    liveUrl: string;
    adminUrl: string;
    themeName: string;
    buildTime: string;
  };
  /** The brand-kit summary (second specification §3: the storeSummary template's variables). */
  storeSummary: {
    brandName: string;
    businessType?: TemplateValue;
    niche: string;
    brandStyle: string;
    colorScheme: string;
    font: string;
    theme: string;
    products?: TemplateValue;
    categories?: TemplateValue;
    contactEmail?: TemplateValue;
    supportEmail?: TemplateValue;
    phoneNumber?: TemplateValue;
    address?: TemplateValue;
    instagramUrl?: TemplateValue;
    facebookUrl?: TemplateValue;
    twitterUrl?: TemplateValue;
    storeUrl?: TemplateValue;
    currency?: TemplateValue;
    timezone?: TemplateValue;
    language?: TemplateValue;
    logoUrl?: TemplateValue;
    logoStyle?: TemplateValue;
    brandColors?: TemplateValue;
    createdDate?: TemplateValue;
    buildTime?: TemplateValue;
    templateVersion?: TemplateValue;
    recipientName: string;
  };
}

export type EmailTemplateKey = keyof EmailTemplateVariables;

/** The storeSummary variables of the specification, in its order (for the admin's variable table). */
export const STORE_SUMMARY_VARIABLES = [
  'brandName', 'businessType', 'niche', 'brandStyle', 'colorScheme', 'font', 'theme', 'products', 'categories',
  'contactEmail', 'supportEmail', 'phoneNumber', 'address', 'instagramUrl', 'facebookUrl', 'twitterUrl', 'storeUrl',
  'currency', 'timezone', 'language', 'logoUrl', 'logoStyle', 'brandColors', 'createdDate', 'buildTime',
  'templateVersion', 'recipientName',
] as const satisfies readonly (keyof EmailTemplateVariables['storeSummary'])[];
