import type { EmailTemplateDefinition } from './template-definition';

export const customOrderCustomer: EmailTemplateDefinition = {
  language: 'sr',
  subject: 'Potvrda porudžbine #{{orderNumber}} — Custom Build',
  preview: 'Primili smo vašu Custom Build porudžbinu: {{totalUsd}} USD.',
  body: `
        <mj-text font-size="20px" font-weight="700">Hvala, {{firstName}}!</mj-text>
        <mj-text>Primili smo vašu Custom Build porudžbinu <strong>#{{orderNumber}}</strong>. Naš tim će je pregledati i javiti vam se u roku od 24 sata sa sledećim koracima i instrukcijama za plaćanje.</mj-text>
        <mj-divider />
        <mj-table padding="6px 24px" font-size="15px" line-height="1.6" color="#1f2937">
          <tr><td style="padding:4px 0;width:40%"><strong>Niše</strong></td><td style="padding:4px 0">{{nicheList}}</td></tr>
          <tr><td style="padding:4px 0"><strong>Cena</strong></td><td style="padding:4px 0">{{#if isBundle}}paket svih niša — {{/if}}<strong>{{totalUsd}} USD</strong></td></tr>
        </mj-table>
        <mj-divider />
        <mj-text><strong>Adresa za isporuku</strong><div style="white-space:pre-line">{{shippingAddress}}</div></mj-text>
        <mj-text><strong>Adresa za naplatu</strong><div style="white-space:pre-line">{{billingAddress}}</div></mj-text>
        <mj-text>Ako nešto treba ispraviti, samo odgovorite na ovaj e-mail.</mj-text>
        <mj-text>Srdačno,<br />tim Dućana</mj-text>`,
  text: `Hvala, {{firstName}}!

Primili smo vašu Custom Build porudžbinu #{{orderNumber}}. Naš tim će je pregledati i javiti vam se u roku od 24 sata sa sledećim koracima i instrukcijama za plaćanje.

Niše: {{nicheList}}
Cena: {{#if isBundle}}paket svih niša — {{/if}}{{totalUsd}} USD

Adresa za isporuku:
{{shippingAddress}}

Adresa za naplatu:
{{billingAddress}}

Ako nešto treba ispraviti, samo odgovorite na ovaj e-mail.

Srdačno,
tim Dućana`,
};
