import { escapeHtml } from '@ducan/email';

export type UnsubscribePageKind = 'unsubscribed' | 'resubscribed' | 'unknown';

const PAGES: Record<UnsubscribePageKind, { title: string; heading: string; text: string }> = {
  unsubscribed: {
    title: 'Odjavljeni ste — Dućan',
    heading: 'Uspešno ste se odjavili',
    text: 'Više vam nećemo slati newsletter. Žao nam je što odlazite — ako ste se predomislili, prijavu možete vratiti jednim klikom.',
  },
  resubscribed: {
    title: 'Ponovo ste prijavljeni — Dućan',
    heading: 'Dobro došli nazad!',
    text: 'Ponovo ste prijavljeni na Dućan newsletter. Saveti o Shopify prodavnicama i dropshippingu stižu vam na isti e-mail.',
  },
  unknown: {
    title: 'Link nije pronađen — Dućan',
    heading: 'Link za odjavu nije pronađen',
    text: 'Ovaj link za odjavu ne postoji ili je nepotpun. Otvorite ga ponovo iz poslednjeg e-maila koji ste dobili od nas, ili nam pišite i odjavićemo vas ručno.',
  },
};

/** The small Serbian page the newsletter links open (no scripts; inline styles only). */
export function unsubscribePage(kind: UnsubscribePageKind, options: { siteUrl: string; supportEmail: string; resubscribeAction?: string }): string {
  const page = PAGES[kind];
  const undo = options.resubscribeAction
    ? `<form method="post" action="${escapeHtml(options.resubscribeAction)}"><button type="submit">Ponovo me prijavi</button></form>`
    : '';
  return `<!doctype html>
<html lang="sr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${page.title}</title>
<style>
body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:480px;margin:64px auto;padding:32px;background:#fff;border-radius:12px;border-top:4px solid #15CF92}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.6}
a{color:#0b7a57}button{background:#15CF92;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-weight:700;font-size:15px;cursor:pointer}
</style>
</head>
<body>
<main>
<p><a href="${escapeHtml(options.siteUrl)}/">Dućan</a></p>
<h1>${page.heading}</h1>
<p>${page.text}</p>
${undo}
<p><a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a> · <a href="${escapeHtml(options.siteUrl)}/">Nazad na početnu</a></p>
</main>
</body>
</html>`;
}
