import { SITE } from '@ducan/contracts';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Komentari',
    body: <p>Kada ostavite komentar ili poruku, čuvamo podatke iz forme, vašu IP adresu i podatke o pregledaču radi zaštite od spama.</p>,
  },
  {
    title: 'Mediji',
    body: <p>Ako otpremate slike (npr. logo), izbegavajte fotografije sa ugrađenim podacima o lokaciji (EXIF GPS), jer ih posetioci mogu preuzeti i pročitati.</p>,
  },
  {
    title: 'Kolačići',
    body: (
      <ul>
        <li>kolačić prijave traje dva dana;</li>
        <li>kolačić podešavanja prikaza ekrana traje godinu dana;</li>
        <li>ako izaberete „zapamti me”, prijava traje dve nedelje;</li>
        <li>kolačić sa podacima za komentare (ime, e-mail) traje godinu dana, da ih ne biste upisivali ponovo.</li>
      </ul>
    ),
  },
  {
    title: 'Ugrađeni sadržaj',
    body: <p>Stranice mogu sadržati ugrađeni sadržaj (video, slike, objave). Takav sadržaj se ponaša kao da ste posetili drugi sajt: taj sajt može prikupljati podatke o vama, koristiti kolačiće i pratiti vašu interakciju sa sadržajem.</p>,
  },
  {
    title: 'Sa kim delimo podatke',
    body: <p>Podatke ne prodajemo. Delimo ih samo sa obrađivačima koji su nam potrebni za uslugu (Shopify za izradu prodavnice, dobavljač e-mail usluge za slanje poruka) i kada to zakon zahteva.</p>,
  },
  {
    title: 'Koliko dugo čuvamo podatke',
    body: <p>Poruke i komentare čuvamo dok je to potrebno za odgovor i zaštitu od zloupotrebe; podatke o porudžbinama onoliko dugo koliko propisi o računovodstvu zahtevaju; pretplatu na newsletter dok se ne odjavite.</p>,
  },
  {
    title: 'Vaša prava',
    body: <p>Možete zatražiti izvoz podataka koje imamo o vama, njihovu ispravku ili brisanje (osim onih koje moramo čuvati po zakonu). Zahtev pošaljite na {SITE.email}; odgovaramo u roku od 24 sata radnim danima.</p>,
  },
  {
    title: 'Gde se podaci šalju',
    body: <p>Komentari i poruke mogu proći kroz automatsku proveru na spam. E-mailovi se šalju preko našeg dobavljača e-mail usluge. Podaci za izradu prodavnice idu isključivo na vašu Shopify prodavnicu.</p>,
  },
];

export function PrivacyPage() {
  return <LegalDocument title="Politika privatnosti" intro={<p>Ko smo: Dućan, servis za izradu online prodavnica. Ovde objašnjavamo koje podatke prikupljamo, zašto i šta sa njima radimo.</p>} sections={SECTIONS} />;
}
