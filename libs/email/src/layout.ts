export type EmailLanguage = 'sr' | 'en';

/** What every e-mail's frame shows; the caller takes it from the site's configuration. */
export interface EmailBranding {
  /** The public site, e.g. https://ducan.rs (links in the header and footer). */
  siteUrl: string;
  supportEmail: string;
  supportPhone: string;
}

const BRAND_GREEN = '#15CF92';

const FOOTER: Record<EmailLanguage, string> = {
  sr: 'Podrška radi od ponedeljka do petka, od 9 do 17 časova; na svaku poruku odgovaramo u roku od 24 sata.',
  en: 'Support is open Monday to Friday, 9:00–17:00; we answer every message within 24 hours.',
};

/**
 * The MJML frame of every Dućan e-mail: wordmark, a white card holding `body` (MJML column
 * content), and a footer with the support contacts. Placeholders stay in the compiled HTML and
 * are filled at send time, so each template is compiled once.
 */
export function emailLayout({ preview, body, language }: { preview: string; body: string; language: EmailLanguage }): string {
  return `<mjml lang="${language}">
  <mj-head>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.6" color="#1f2937" padding="6px 24px" />
      <mj-button background-color="${BRAND_GREEN}" color="#ffffff" font-size="15px" font-weight="700" border-radius="8px" inner-padding="12px 24px" padding="12px 24px" />
      <mj-divider border-color="#e5e7eb" border-width="1px" padding="12px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="24px 0 12px">
      <mj-column>
        <mj-text align="center" font-size="26px" font-weight="800" color="#0b3d2e"><a href="{{siteUrl}}" style="color:#0b3d2e;text-decoration:none">Du&#263;an</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="20px 0" border-top="4px solid ${BRAND_GREEN}">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0 32px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="1.5" color="#6b7280">${FOOTER[language]}<br /><a href="mailto:{{supportEmail}}" style="color:#6b7280">{{supportEmail}}</a> &middot; {{supportPhone}} &middot; <a href="{{siteUrl}}" style="color:#6b7280">{{siteUrl}}</a><br />&copy; 2025 Du&#263;an</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text footer matching the layout. */
export function textFooter(language: EmailLanguage): string {
  return `\n\n--\nDućan · {{siteUrl}}\n{{supportEmail}} · {{supportPhone}}\n${FOOTER[language]}\n`;
}
