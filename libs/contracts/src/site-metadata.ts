import { APP_ROUTES } from './routes';

/**
 * Search and social metadata of every page (first specification, "Shared public layout").
 * Browser-safe on purpose: the web app applies it on route changes and the API writes the same
 * tags into the HTML it serves, because crawlers and link previews do not run JavaScript.
 */
export interface PageMetadata {
  title: string;
  description: string;
  keywords: readonly string[];
  /** true → robots "noindex,nofollow", otherwise "index,follow". */
  noindex?: boolean;
}

export const SITE = {
  name: 'Dućan',
  /** The default social preview image, a jpg at the site root. */
  defaultImage: '/og-image.jpg',
  locale: 'sr_RS',
  email: 'podrska@ducan.rs',
  phone: '+381 11 4056 720',
  phoneHref: 'tel:+381114056720',
  facebookGroupUrl: 'https://www.facebook.com/groups/ducan.dropshipping',
  instagramUrl: 'https://www.instagram.com/ducan.rs',
} as const;

const BASE_KEYWORDS = ['Shopify prodavnica', 'dropshipping Srbija', 'online prodavnica'];

export const PAGE_METADATA: Record<string, PageMetadata> = {
  [APP_ROUTES.landing]: {
    title: 'Dućan — profesionalna Shopify prodavnica za manje od 10 minuta',
    description:
      'Dućan pravi brend kit i profesionalnu Shopify prodavnicu za dropshipping početnike u Srbiji i regionu: logo, boje, fontovi i tema za manje od 10 minuta, besplatno za početak.',
    keywords: [...BASE_KEYWORDS, 'brend kit', 'logo generator', 'e-commerce Balkan'],
  },
  [APP_ROUTES.contact]: {
    title: 'Kontakt — Dućan',
    description: 'Pišite nam ili pozovite: podrška radi od ponedeljka do petka od 9 do 17 časova, a na svaku poruku odgovaramo u roku od 24 sata.',
    keywords: [...BASE_KEYWORDS, 'kontakt', 'podrška'],
  },
  [APP_ROUTES.customSetup]: {
    title: 'Custom Build — Shopify prodavnica po meri | Dućan',
    description:
      'Naš tim pravi vašu Shopify prodavnicu po meri: 30+ proizvoda po prodavnici, isporuka za 24h, 20 USD po niši ili sve niše za 149 USD.',
    keywords: [...BASE_KEYWORDS, 'custom Shopify prodavnica', 'izrada prodavnice'],
  },
  [APP_ROUTES.masterclass]: {
    title: 'Dropshipping MasterClass — 60 dana do prve prodaje | Dućan',
    description:
      'Program od 60 dana: 12 video modula, preko 20 sati videa, mentorska grupa, 1-na-1 mentorstvo i sertifikat. Najviše 50 polaznika mesečno, 30 dana garancije povraćaja novca.',
    keywords: [...BASE_KEYWORDS, 'dropshipping kurs', 'MasterClass', 'mentorstvo'],
  },
  [APP_ROUTES.termsOfService]: {
    title: 'Uslovi korišćenja — Dućan',
    description: 'Uslovi korišćenja usluga Dućan: opis usluge, nalog i bezbednost, plaćanja i povraćaj, odgovornost i kontakt.',
    keywords: ['uslovi korišćenja', 'Dućan'],
  },
  [APP_ROUTES.refundPolicy]: {
    title: 'Politika povraćaja — Dućan',
    description: 'Povraćaj novca u roku od 30 dana, delimični povraćaji, zamena neispravnih proizvoda i šta ne može da se vrati.',
    keywords: ['politika povraćaja', 'povraćaj novca', 'Dućan'],
  },
  [APP_ROUTES.privacyPolicy]: {
    title: 'Politika privatnosti — Dućan',
    description: 'Koje podatke prikupljamo, zašto, koliko ih čuvamo, kome ih šaljemo i koja su vaša prava.',
    keywords: ['politika privatnosti', 'kolačići', 'Dućan'],
  },
  [APP_ROUTES.dashboard]: {
    title: 'Store Builder — Dućan',
    description: 'Napravite brend kit i Shopify prodavnicu korak po korak, besplatno i bez registracije.',
    keywords: [...BASE_KEYWORDS, 'store builder', 'brand kit'],
  },
  [APP_ROUTES.dashboardOld]: {
    title: 'Vaše prodavnice — Dućan',
    description: 'Pregled vaših prodavnica i napretka izrade.',
    keywords: BASE_KEYWORDS,
    noindex: true,
  },
  [APP_ROUTES.emailTemplates]: { title: 'Email Templates — Dućan', description: 'Store summary e-mail template editor.', keywords: [], noindex: true },
  [APP_ROUTES.emailSettings]: { title: 'Email Settings — Dućan', description: 'Transactional e-mail provider setup.', keywords: [], noindex: true },
  [APP_ROUTES.hostingerEmailSettings]: { title: 'Email Provider Settings — Dućan', description: 'SMTP configuration.', keywords: [], noindex: true },
  [APP_ROUTES.admin]: { title: 'Admin — Dućan', description: 'Restricted area.', keywords: [], noindex: true },
  [APP_ROUTES.adminEmailEditor]: { title: 'Email Editor — Dućan', description: 'Restricted area.', keywords: [], noindex: true },
  [APP_ROUTES.logoTest]: { title: 'Logo Test — Dućan', description: 'Logo generator test page.', keywords: [], noindex: true },
  [APP_ROUTES.showLogo]: { title: 'Logo Demo — Dućan', description: 'SVG logo generator demo.', keywords: [], noindex: true },
};

export const NOT_FOUND_METADATA: PageMetadata = {
  title: 'Stranica nije pronađena — Dućan',
  description: 'Tražena stranica ne postoji. Vratite se na početnu stranu Dućana.',
  keywords: [],
  noindex: true,
};

/** The path without query, hash or trailing slash. */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean;
}

export function metadataForPath(path: string): PageMetadata {
  return PAGE_METADATA[normalisePath(path)] ?? NOT_FOUND_METADATA;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The landing page's seven FAQ entries; the page and its FAQPage structured data share them. */
export const LANDING_FAQ: readonly FaqEntry[] = [
  {
    question: 'Da li mi je potrebno tehničko znanje ili iskustvo?',
    answer:
      'Ne. Dućan vas vodi kroz tri kratka koraka: upišete ime brenda, izaberete nišu i stil, a mi predložimo logo, boje, fontove i Shopify temu. Ako ste umeli da popunite formular na internetu, umećete i ovo.',
  },
  {
    question: 'Koliko zaista traje pravljenje prodavnice?',
    answer:
      'Brend kit je gotov za manje od 10 minuta. Izrada prodavnice zatim teče automatski: tema, stranice, proizvodi, navigacija i vaš brend, a napredak pratite uživo na ekranu.',
  },
  {
    question: 'Da li je korišćenje besplatno?',
    answer:
      'Brend kit je besplatan za početak i ne traži registraciju. Plaćate samo ako poželite Custom Build (20 USD po niši ili 149 USD za sve niše) ili Dropshipping MasterClass.',
  },
  {
    question: 'Šta ako nisam zadovoljan?',
    answer:
      'Imate 30 dana garancije povraćaja novca. Pišite nam u tom roku i vraćamo vam ceo iznos, bez komplikovanih objašnjenja.',
  },
  {
    question: 'Kako funkcioniše garancija profita od 90 dana?',
    answer:
      'Ako uz Custom Build prodavnicu ne ostvarite profit u prvih 90 dana, vraćamo vam 20 USD i na to dodajemo još 50 USD za vaš trud. Uslove proveravamo zajedno sa vama, transparentno.',
  },
  {
    question: 'Šta tačno dobijam uz Custom Build?',
    answer:
      'Kompletnu Shopify prodavnicu po meri sa 30+ proizvoda po prodavnici, opisima na srpskom, podešenim stranicama i navigacijom, isporučenu za 24h. Do sada smo isporučili 7,547 prodavnica.',
  },
  {
    question: 'Da li mogu da prodajem kupcima u Srbiji i regionu?',
    answer:
      'Da. Prodavnicu podešavamo na srpskom jeziku, sa cenama u dinarima ili evrima, i pomažemo vam da izaberete plaćanje (pouzeće ili kartice preko lokalnog procesora) i dostavu koji rade u Srbiji, BiH, Crnoj Gori, Hrvatskoj i Severnoj Makedoniji.',
  },
];

/** Organization, SoftwareApplication and FAQPage structured data for the landing page. */
export function landingStructuredData(origin: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE.name,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: SITE.email,
      telephone: SITE.phone,
      sameAs: [SITE.facebookGroupUrl, SITE.instagramUrl],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: SITE.email,
        telephone: SITE.phone,
        availableLanguage: ['sr', 'hr', 'bs', 'en'],
        hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: `${SITE.name} Store Builder`,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url: `${origin}/dashboard`,
      description: PAGE_METADATA[APP_ROUTES.landing].description,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: LANDING_FAQ.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  ];
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  content?: string;
}

/** Every head element a page needs, in one list both the server (as HTML) and the browser (as DOM) apply. */
export function headTagsForPath(path: string, origin: string): HeadTag[] {
  const normalised = normalisePath(path);
  const meta = metadataForPath(normalised);
  const url = `${origin}${normalised === '/' ? '/' : normalised}`;
  const image = `${origin}${SITE.defaultImage}`;
  const tags: HeadTag[] = [
    { tag: 'title', attributes: {}, content: meta.title },
    { tag: 'meta', attributes: { name: 'description', content: meta.description } },
    { tag: 'meta', attributes: { name: 'keywords', content: meta.keywords.join(', ') } },
    { tag: 'meta', attributes: { name: 'robots', content: meta.noindex ? 'noindex,nofollow' : 'index,follow' } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: SITE.name } },
    { tag: 'meta', attributes: { property: 'og:locale', content: SITE.locale } },
    { tag: 'meta', attributes: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attributes: { property: 'og:image', content: image } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attributes: { name: 'twitter:image', content: image } },
  ];
  if (normalised === APP_ROUTES.landing) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json', id: 'structured-data' }, content: JSON.stringify(landingStructuredData(origin)) });
  }
  return tags;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head tags as HTML; every element carries data-page-meta so the browser can replace them on navigation. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, content }) => {
      const attrs = Object.entries({ ...attributes, 'data-page-meta': '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'title') return `<title${attrs}>${escapeHtml(content ?? '')}</title>`;
      // JSON inside <script> must not be able to close the element.
      if (tag === 'script') return `<script${attrs}>${(content ?? '').replace(/</g, '\\u003c')}</script>`;
      return `<${tag}${attrs}>`;
    })
    .join('\n    ');
}
