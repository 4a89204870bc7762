import type { EmailTemplateDefinition } from './template-definition';

export const newsletterConfirmation: EmailTemplateDefinition = {
  language: 'sr',
  subject: 'Dobro došli u Dućan newsletter',
  preview: 'Uspešno ste se pretplatili: saveti o Shopify prodavnicama, e-trgovini i dropshippingu.',
  body: `
        <mj-text font-size="20px" font-weight="700">Zdravo {{name}},</mj-text>
        <mj-text>Uspešno ste se pretplatili na Dućan newsletter. Jednom do dva puta mesečno šaljemo proverene savete o Shopify prodavnicama, e-trgovini i dropshippingu na našem tržištu — bez spama.</mj-text>
        <mj-button href="{{siteUrl}}/dashboard">Napravite svoj brend kit</mj-button>
        <mj-divider />
        <mj-text font-size="13px" color="#6b7280">Ovaj e-mail ste dobili jer je vaša adresa prijavljena na sajtu Dućana. Ako se niste vi prijavili ili više ne želite naše poruke, <a href="{{unsubscribeUrl}}" style="color:#6b7280">odjavite se jednim klikom</a>.</mj-text>`,
  text: `Zdravo {{name}},

Uspešno ste se pretplatili na Dućan newsletter. Jednom do dva puta mesečno šaljemo proverene savete o Shopify prodavnicama, e-trgovini i dropshippingu na našem tržištu — bez spama.

Napravite svoj brend kit: {{siteUrl}}/dashboard

Ako se niste vi prijavili ili više ne želite naše poruke, odjavite se ovde:
{{unsubscribeUrl}}`,
};
