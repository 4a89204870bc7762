import { escapeHtml } from './text';

/** Who the shop is: filled into the essential pages. */
export interface StoreContact {
  storeName: string;
  email: string;
  phone?: string;
  /** Street, postcode and city in one line. */
  address?: string;
  /** The legal entity behind the shop, when it differs from the store name. */
  companyName?: string;
}

export type PageLanguage = 'sr' | 'en';

export interface EssentialPage {
  key: 'about' | 'contact' | 'privacy' | 'terms';
  handle: string;
  title: string;
  bodyHtml: string;
  /** `contact` makes Shopify use templates/page.contact.json (the contact form). */
  templateSuffix?: string;
}

const HANDLES = { about: 'about-us', contact: 'contact', privacy: 'privacy-policy', terms: 'terms-of-service' } as const;

function fields(contact: StoreContact) {
  const name = escapeHtml(contact.storeName.trim());
  const email = escapeHtml(contact.email.trim());
  return {
    name,
    seller: escapeHtml((contact.companyName ?? contact.storeName).trim()),
    emailLink: `<a href="mailto:${email}">${email}</a>`,
    phone: contact.phone ? escapeHtml(contact.phone.trim()) : undefined,
    address: contact.address ? escapeHtml(contact.address.trim()) : undefined,
  };
}

const list = (items: (string | false | undefined)[]) => `<ul>${items.filter(Boolean).map((item) => `<li>${item}</li>`).join('')}</ul>`;

function english(contact: StoreContact): EssentialPage[] {
  const f = fields(contact);
  const reach = list([`Email: ${f.emailLink}`, f.phone && `Phone: ${f.phone}`, f.address && `Address: ${f.address}`]);
  return [
    {
      key: 'about',
      handle: HANDLES.about,
      title: 'About Us',
      bodyHtml: [
        `<p>${f.name} is a small online shop run by people who love what they sell. We started because we wanted good products at fair prices, delivered quickly and without fuss.</p>`,
        '<h2>What we promise</h2>',
        list([
          'We choose every product ourselves and describe it honestly.',
          'We pack every order with care and ship it as fast as we can.',
          'A real person answers every message, usually within one working day.',
          'If something is not right, we make it right.',
        ]),
        `<p>Thank you for supporting a small business. If you have a question, an idea or just want to say hello, write to us at ${f.emailLink}.</p>`,
      ].join(''),
    },
    {
      key: 'contact',
      handle: HANDLES.contact,
      title: 'Contact',
      templateSuffix: 'contact',
      bodyHtml: [
        `<p>Questions about a product, an order or a delivery? We are happy to help. Send us a message with the form below or reach ${f.name} directly:</p>`,
        reach,
        '<p>We answer on working days from 9:00 to 17:00, usually within 24 hours. Please include your order number if your message is about an order.</p>',
      ].join(''),
    },
    {
      key: 'privacy',
      handle: HANDLES.privacy,
      title: 'Privacy Policy',
      bodyHtml: [
        `<p>This policy explains which personal data ${f.seller} (“we”) collects when you visit or buy from ${f.name}, why, and what rights you have.</p>`,
        '<h2>What we collect</h2>',
        list([
          'Order data: your name, delivery and billing address, email address and phone number.',
          'Payment data: processed by our payment provider; we never see or store your full card number.',
          'Messages you send us through the contact form or by email.',
          'Technical data: cookies and similar technologies that keep your cart working and help us understand how the shop is used.',
        ]),
        '<h2>Why we use it</h2>',
        list([
          'To process, deliver and support your orders (performance of a contract).',
          'To answer your questions (our legitimate interest).',
          'To send the newsletter, only if you subscribed; every email has an unsubscribe link (consent).',
          'To meet accounting and tax obligations (legal obligation).',
        ]),
        '<h2>Who we share it with</h2>',
        '<p>Only with the companies that help us run the shop: our e-commerce platform (Shopify), payment providers and courier services, each of which may use the data only to provide their service to us. We never sell your data.</p>',
        '<h2>How long we keep it</h2>',
        '<p>Order records are kept as long as accounting law requires; newsletter data until you unsubscribe; messages for as long as needed to resolve your request.</p>',
        '<h2>Your rights</h2>',
        `<p>You can ask for access to, correction or deletion of your data, object to its use or withdraw consent at any time by writing to ${f.emailLink}. You also have the right to complain to the data protection authority in your country.</p>`,
        '<h2>Cookies</h2>',
        '<p>Necessary cookies keep the cart and checkout working. Analytics and marketing cookies are used only with your consent, which you can change in your browser at any time.</p>',
        '<h2>Contact</h2>',
        reach,
      ].join(''),
    },
    {
      key: 'terms',
      handle: HANDLES.terms,
      title: 'Terms of Service',
      bodyHtml: [
        `<p>These terms apply to every purchase from ${f.name}, operated by ${f.seller}. By placing an order you accept them.</p>`,
        '<h2>1. Orders</h2>',
        '<p>After you place an order you receive a confirmation by email. The contract is concluded when we confirm that the order has been shipped. If a product is unavailable, we let you know and refund any payment in full.</p>',
        '<h2>2. Prices and payment</h2>',
        '<p>Prices are shown in the shop’s currency and include VAT where it applies. Delivery costs are shown at checkout before you pay. You can pay with the methods offered at checkout, including cash on delivery where available.</p>',
        '<h2>3. Delivery</h2>',
        '<p>We ship within 1–3 working days. Delivery by courier usually takes another 1–3 working days. Please check the package in front of the courier and note any visible damage.</p>',
        '<h2>4. Right of withdrawal and returns</h2>',
        `<p>You may withdraw from the purchase within 14 days of receiving the goods without giving a reason. Tell us at ${f.emailLink}, then send the product back unused and in its original packaging within 14 days. We refund the price, including the standard delivery cost, within 14 days of receiving the return. The cost of sending the product back is yours unless the product is faulty. For hygiene reasons, sealed cosmetics and underwear cannot be returned once opened.</p>`,
        '<h2>5. Complaints and warranty</h2>',
        '<p>If a product is faulty or not as described, contact us and we will repair, replace or refund it as the law provides. We answer every complaint within 8 days.</p>',
        '<h2>6. Liability</h2>',
        '<p>We take care that product descriptions and photos are accurate; small differences in colour can come from screen settings. We are not liable for delays caused by the courier or by events beyond our control.</p>',
        '<h2>7. Changes</h2>',
        '<p>We may update these terms. The version published on the day of your order applies to that order.</p>',
        '<h2>8. Contact</h2>',
        reach,
      ].join(''),
    },
  ];
}

function serbian(contact: StoreContact): EssentialPage[] {
  const f = fields(contact);
  const reach = list([`Email: ${f.emailLink}`, f.phone && `Telefon: ${f.phone}`, f.address && `Adresa: ${f.address}`]);
  return [
    {
      key: 'about',
      handle: HANDLES.about,
      title: 'O nama',
      bodyHtml: [
        `<p>${f.name} je mala online prodavnica koju vode ljudi koji vole ono što prodaju. Počeli smo jer smo želeli dobre proizvode po poštenim cenama, isporučene brzo i bez komplikacija.</p>`,
        '<h2>Šta vam obećavamo</h2>',
        list([
          'Svaki proizvod biramo sami i opisujemo ga iskreno.',
          'Svaku porudžbinu pažljivo pakujemo i šaljemo što pre.',
          'Na svaku poruku odgovara prava osoba, obično u roku od jednog radnog dana.',
          'Ako nešto nije u redu, ispravićemo to.',
        ]),
        `<p>Hvala što podržavate mali biznis. Ako imate pitanje, ideju ili samo želite da se javite, pišite nam na ${f.emailLink}.</p>`,
      ].join(''),
    },
    {
      key: 'contact',
      handle: HANDLES.contact,
      title: 'Kontakt',
      templateSuffix: 'contact',
      bodyHtml: [
        `<p>Imate pitanje o proizvodu, porudžbini ili isporuci? Rado ćemo pomoći. Pošaljite nam poruku putem forme ispod ili se direktno javite prodavnici ${f.name}:</p>`,
        reach,
        '<p>Odgovaramo radnim danima od 9 do 17 časova, obično u roku od 24 sata. Ako se poruka odnosi na porudžbinu, navedite njen broj.</p>',
      ].join(''),
    },
    {
      key: 'privacy',
      handle: HANDLES.privacy,
      title: 'Politika privatnosti',
      bodyHtml: [
        `<p>Ova politika objašnjava koje podatke o ličnosti ${f.seller} („mi”) prikuplja kada posetite prodavnicu ${f.name} ili u njoj kupujete, zašto to radimo i koja prava imate u skladu sa Zakonom o zaštiti podataka o ličnosti.</p>`,
        '<h2>Koje podatke prikupljamo</h2>',
        list([
          'Podatke o porudžbini: ime i prezime, adresu za isporuku i naplatu, email adresu i broj telefona.',
          'Podatke o plaćanju: obrađuje ih naš platni provajder; mi nikada ne vidimo niti čuvamo pun broj vaše kartice.',
          'Poruke koje nam pošaljete putem kontakt forme ili emailom.',
          'Tehničke podatke: kolačiće i slične tehnologije koje omogućavaju rad korpe i pomažu nam da razumemo kako se prodavnica koristi.',
        ]),
        '<h2>Zašto ih koristimo</h2>',
        list([
          'Da obradimo, isporučimo i podržimo vaše porudžbine (izvršenje ugovora).',
          'Da odgovorimo na vaša pitanja (naš legitimni interes).',
          'Da vam šaljemo newsletter, samo ako ste se prijavili; svaki email ima link za odjavu (pristanak).',
          'Da ispunimo računovodstvene i poreske obaveze (zakonska obaveza).',
        ]),
        '<h2>S kim ih delimo</h2>',
        '<p>Samo sa kompanijama koje nam pomažu da vodimo prodavnicu: platformom za online prodaju (Shopify), platnim provajderima i kurirskim službama, koji podatke smeju da koriste samo da bi nam pružili svoju uslugu. Vaše podatke nikada ne prodajemo.</p>',
        '<h2>Koliko dugo ih čuvamo</h2>',
        '<p>Podatke o porudžbinama čuvamo onoliko koliko propisi o računovodstvu zahtevaju, podatke za newsletter do odjave, a poruke koliko je potrebno da rešimo vaš zahtev.</p>',
        '<h2>Vaša prava</h2>',
        `<p>Možete zatražiti pristup, ispravku ili brisanje svojih podataka, uložiti prigovor na obradu ili povući pristanak u bilo kom trenutku tako što ćete nam pisati na ${f.emailLink}. Imate i pravo da podnesete pritužbu Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti.</p>`,
        '<h2>Kolačići</h2>',
        '<p>Neophodni kolačići omogućavaju rad korpe i plaćanja. Analitičke i marketinške kolačiće koristimo samo uz vaš pristanak, koji u svakom trenutku možete promeniti u podešavanjima pregledača.</p>',
        '<h2>Kontakt</h2>',
        reach,
      ].join(''),
    },
    {
      key: 'terms',
      handle: HANDLES.terms,
      title: 'Uslovi korišćenja',
      bodyHtml: [
        `<p>Ovi uslovi važe za svaku kupovinu u prodavnici ${f.name}, kojom upravlja ${f.seller}. Slanjem porudžbine prihvatate ove uslove.</p>`,
        '<h2>1. Porudžbine</h2>',
        '<p>Nakon porudžbine dobićete potvrdu emailom. Ugovor je zaključen kada vam potvrdimo da je porudžbina poslata. Ako proizvod nije dostupan, obavestićemo vas i vratiti ceo uplaćeni iznos.</p>',
        '<h2>2. Cene i plaćanje</h2>',
        '<p>Cene su iskazane u valuti prodavnice i uključuju PDV tamo gde se primenjuje. Troškovi dostave prikazani su pre plaćanja. Možete platiti načinima ponuđenim pri završetku kupovine, uključujući plaćanje pouzećem gde je dostupno.</p>',
        '<h2>3. Isporuka</h2>',
        '<p>Porudžbine šaljemo u roku od 1–3 radna dana. Kurirska dostava obično traje još 1–3 radna dana. Molimo vas da paket pregledate pred kurirom i zabeležite svako vidljivo oštećenje.</p>',
        '<h2>4. Pravo na odustanak i povraćaj</h2>',
        `<p>Od kupovine možete odustati u roku od 14 dana od prijema robe, bez navođenja razloga. Obavestite nas na ${f.emailLink}, a zatim nam u roku od 14 dana vratite nekorišćen proizvod u originalnom pakovanju. Cenu, uključujući standardne troškove dostave, vraćamo u roku od 14 dana od prijema povraćaja. Troškove vraćanja snosite vi, osim ako je proizvod neispravan. Iz higijenskih razloga otvorena kozmetika i donji veš ne mogu se vratiti.</p>`,
        '<h2>5. Reklamacije i garancija</h2>',
        '<p>Ako je proizvod neispravan ili ne odgovara opisu, javite nam se i popravićemo ga, zameniti ili vratiti novac u skladu sa Zakonom o zaštiti potrošača. Na svaku reklamaciju odgovaramo u roku od 8 dana.</p>',
        '<h2>6. Odgovornost</h2>',
        '<p>Trudimo se da opisi i fotografije budu tačni; manje razlike u boji mogu nastati zbog podešavanja ekrana. Ne odgovaramo za kašnjenja kurirske službe niti za događaje na koje ne možemo da utičemo.</p>',
        '<h2>7. Izmene</h2>',
        '<p>Ove uslove možemo menjati. Na svaku porudžbinu primenjuje se verzija objavljena na dan porudžbine.</p>',
        '<h2>8. Kontakt</h2>',
        reach,
      ].join(''),
    },
  ];
}

/** About Us, Contact, Privacy Policy and Terms of Service for a small online shop, in Serbian or English. */
export function essentialPages(contact: StoreContact, language: PageLanguage = 'sr'): EssentialPage[] {
  if (!contact.storeName?.trim()) throw new Error('The store name is required for the essential pages');
  if (!contact.email?.trim()) throw new Error('A contact email is required for the essential pages');
  return language === 'en' ? english(contact) : serbian(contact);
}
