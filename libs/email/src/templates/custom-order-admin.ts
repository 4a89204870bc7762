import type { EmailTemplateDefinition } from './template-definition';

export const customOrderAdmin: EmailTemplateDefinition = {
  language: 'sr',
  subject: 'Nova Custom Build porudžbina #{{orderNumber}} — {{totalUsd}} USD',
  preview: '{{fullName}} ({{email}}): {{nicheList}}',
  body: `
        <mj-text font-size="20px" font-weight="700">Nova Custom Build porudžbina #{{orderNumber}}</mj-text>
        <mj-table padding="6px 24px" font-size="15px" line-height="1.6" color="#1f2937">
          <tr><td style="padding:4px 0;width:40%"><strong>Kupac</strong></td><td style="padding:4px 0">{{fullName}}</td></tr>
          <tr><td style="padding:4px 0"><strong>E-mail</strong></td><td style="padding:4px 0"><a href="mailto:{{email}}">{{email}}</a></td></tr>
          <tr><td style="padding:4px 0"><strong>Telefon</strong></td><td style="padding:4px 0">{{phone}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Niše</strong></td><td style="padding:4px 0">{{nicheList}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Cena (obračunata na serveru)</strong></td><td style="padding:4px 0">{{#if isBundle}}paket — {{/if}}<strong>{{totalUsd}} USD</strong></td></tr>
        </mj-table>
        <mj-divider />
        <mj-text><strong>Isporuka</strong><div style="white-space:pre-line">{{shippingAddress}}</div></mj-text>
        <mj-text><strong>Naplata</strong><div style="white-space:pre-line">{{billingAddress}}</div></mj-text>
        <mj-text>Kupcu je poslata potvrda; javite mu se u roku od 24 sata.</mj-text>`,
  text: `Nova Custom Build porudžbina #{{orderNumber}}

Kupac: {{fullName}}
E-mail: {{email}}
Telefon: {{phone}}
Niše: {{nicheList}}
Cena (obračunata na serveru): {{#if isBundle}}paket — {{/if}}{{totalUsd}} USD

Isporuka:
{{shippingAddress}}

Naplata:
{{billingAddress}}

Kupcu je poslata potvrda; javite mu se u roku od 24 sata.`,
};
