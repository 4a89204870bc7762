import type { EmailTemplateDefinition } from './template-definition';

export const masterclassAcknowledgement: EmailTemplateDefinition = {
  language: 'sr',
  subject: 'Primili smo vašu aplikaciju za Dropshipping MasterClass',
  preview: 'Hvala vam na aplikaciji! Kontaktiraćemo vas u narednih 24 sata.',
  body: `
        <mj-text font-size="20px" font-weight="700">Zdravo {{name}},</mj-text>
        <mj-text>Hvala vam na aplikaciji za Dropshipping MasterClass! Kontaktiraćemo vas u narednih 24 sata da se upoznamo i proverimo da li je program pravi za vas.</mj-text>
        <mj-text>Šta vas čeka u programu:</mj-text>
        <mj-text>&bull; 60 dana rada uz mentora i 12 video modula (više od 20 sati)<br />&bull; mentorska grupa i 1-na-1 mentorstvo<br />&bull; sertifikat po završetku<br />&bull; garancija povrata novca od 30 dana</mj-text>
        <mj-text>Broj mesta je ograničen na 50 polaznika mesečno, pa vam savetujemo da telefon držite pri ruci.</mj-text>
        <mj-text>Vidimo se uskoro,<br />tim Dućana</mj-text>`,
  text: `Zdravo {{name}},

Hvala vam na aplikaciji za Dropshipping MasterClass! Kontaktiraćemo vas u narednih 24 sata da se upoznamo i proverimo da li je program pravi za vas.

Šta vas čeka u programu:
- 60 dana rada uz mentora i 12 video modula (više od 20 sati)
- mentorska grupa i 1-na-1 mentorstvo
- sertifikat po završetku
- garancija povrata novca od 30 dana

Broj mesta je ograničen na 50 polaznika mesečno, pa vam savetujemo da telefon držite pri ruci.

Vidimo se uskoro,
tim Dućana`,
};
