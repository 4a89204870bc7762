import type { EmailTemplateDefinition } from './template-definition';

export const storeBuildCompleted: EmailTemplateDefinition = {
  language: 'sr',
  subject: 'Vaša prodavnica {{storeName}} je spremna',
  preview: 'Prodavnica je napravljena za {{buildTime}}: tema, stranice, proizvodi i navigacija su postavljeni.',
  body: `
        <mj-text font-size="20px" font-weight="700">Čestitamo, {{recipientName}}!</mj-text>
        <mj-text>Prodavnica <strong>{{storeName}}</strong> je napravljena za {{buildTime}}. Postavili smo temu {{themeName}}, osnovne stranice, proizvode, navigaciju i vaš brending.</mj-text>
        <mj-button href="{{liveUrl}}">Pogledajte prodavnicu</mj-button>
        <mj-text>Prodavnicom upravljate iz Shopify administracije: <a href="{{adminUrl}}">{{adminUrl}}</a><br />Adresa prodavnice: {{storeUrl}}</mj-text>
        <mj-text>Sledeći koraci: proverite cene i opise proizvoda, podesite načine plaćanja i isporuke, pa objavite prodavnicu.</mj-text>
        <mj-text>Srećno sa prodajom,<br />tim Dućana</mj-text>`,
  text: `Čestitamo, {{recipientName}}!

Prodavnica {{storeName}} je napravljena za {{buildTime}}. Postavili smo temu {{themeName}}, osnovne stranice, proizvode, navigaciju i vaš brending.

Pogledajte prodavnicu: {{liveUrl}}
Shopify administracija: {{adminUrl}}
Adresa prodavnice: {{storeUrl}}

Sledeći koraci: proverite cene i opise proizvoda, podesite načine plaćanja i isporuke, pa objavite prodavnicu.

Srećno sa prodajom,
tim Dućana`,
};
