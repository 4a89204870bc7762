import type { EmailTemplateDefinition } from './template-definition';

export const contactAcknowledgement: EmailTemplateDefinition = {
  language: 'sr',
  subject: 'Primili smo vašu poruku — Dućan',
  preview: 'Hvala što ste nam pisali. Odgovaramo u roku od 24 sata.',
  body: `
        <mj-text font-size="20px" font-weight="700">Zdravo {{name}},</mj-text>
        <mj-text>Hvala što ste nam pisali! Vaša poruka je stigla do našeg tima i odgovorićemo vam na ovu adresu u roku od 24 sata (radnim danima od 9 do 17 časova).</mj-text>
        <mj-text>Ako želite nešto da dodate, samo odgovorite na ovaj e-mail.</mj-text>
        <mj-divider />
        <mj-text color="#6b7280"><strong>Vaša poruka:</strong></mj-text>
        <mj-text color="#6b7280"><div style="white-space:pre-line">{{message}}</div></mj-text>
        <mj-text>Srdačno,<br />tim Dućana</mj-text>`,
  text: `Zdravo {{name}},

Hvala što ste nam pisali! Vaša poruka je stigla do našeg tima i odgovorićemo vam na ovu adresu u roku od 24 sata (radnim danima od 9 do 17 časova).

Ako želite nešto da dodate, samo odgovorite na ovaj e-mail.

Vaša poruka:
{{message}}

Srdačno,
tim Dućana`,
};
