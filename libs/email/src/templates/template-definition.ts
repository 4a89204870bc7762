import type { EmailLanguage } from '../layout';

/** One e-mail: subject, MJML body (column content of the layout) and plain text, with placeholders. */
export interface EmailTemplateDefinition {
  language: EmailLanguage;
  subject: string;
  /** The inbox preview line. */
  preview: string;
  body: string;
  text: string;
}
