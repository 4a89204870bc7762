import type { EmailTemplateDefinition } from './template-definition';

export const contactAdminNotification: EmailTemplateDefinition = {
  language: 'sr',
  subject: '{{kindLabel}}: {{name}}',
  preview: '{{name}} ({{email}}) je poslao/la poruku.',
  body: `
        <mj-text font-size="20px" font-weight="700">{{kindLabel}}</mj-text>
        <mj-text>Poruka #{{messageId}} primljena {{receivedAt}}. Odgovorite u roku od 24 sata — odgovor na ovaj e-mail ide direktno pošiljaocu.</mj-text>
        <mj-divider />
        <mj-text><strong>Ime:</strong> {{name}}<br /><strong>E-mail:</strong> <a href="mailto:{{email}}">{{email}}</a>{{#if phone}}<br /><strong>Telefon:</strong> {{phone}}{{/if}}</mj-text>
        <mj-text><strong>Poruka:</strong></mj-text>
        <mj-text><div style="white-space:pre-line;background:#f9fafb;border-radius:8px;padding:12px">{{message}}</div></mj-text>`,
  text: `{{kindLabel}}

Poruka #{{messageId}} primljena {{receivedAt}}.

Ime: {{name}}
E-mail: {{email}}
{{#if phone}}Telefon: {{phone}}
{{/if}}
Poruka:
{{message}}`,
};
