import { Link } from 'react-router';
import { APP_ROUTES, SITE } from '@ducan/contracts';
import { LegalDocument, type LegalSection } from './legal-document';

export const TERMS_LAST_UPDATED = '20. jul 2025.';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Prihvatanje uslova',
    body: <p>Korišćenjem sajta i usluga Dućan (brend kit, izrada prodavnice, Custom Build, Dropshipping MasterClass i newsletter) prihvatate ove uslove. Ako se sa njima ne slažete, molimo vas da ne koristite usluge.</p>,
  },
  {
    title: 'Opis usluge',
    body: <p>Dućan pomaže u izradi online prodavnice na Shopify platformi: predlaže logo, boje, fontove i temu, automatski podešava temu, stranice, proizvode, navigaciju i brend, a uz plaćeni Custom Build naš tim pravi prodavnicu po meri. Sama Shopify platforma je usluga treće strane sa sopstvenim uslovima i cenama.</p>,
  },
  {
    title: 'Nalog i bezbednost',
    body: <p>Odgovorni ste za podatke i pristupne ključeve koje nam date (npr. Shopify Admin API token) i za to da imate pravo da ih koristite. Ključeve čuvamo šifrovane i koristimo ih isključivo za izradu vaše prodavnice. O svakoj sumnji na zloupotrebu odmah nas obavestite.</p>,
  },
  {
    title: 'Intelektualna svojina',
    body: <p>Logo, paleta i drugi materijali napravljeni za vaš brend pripadaju vama od trenutka isporuke. Softver, dizajn sajta, kursni materijali MasterClass-a i žig Dućan ostaju naše vlasništvo i ne smeju se kopirati ni dalje prodavati.</p>,
  },
  {
    title: 'Ograničenja korišćenja',
    body: (
      <ul>
        <li>zabranjena je prodaja nezakonitih, krivotvorenih ili opasnih proizvoda kroz prodavnice napravljene uz Dućan;</li>
        <li>zabranjeno je automatsko prikupljanje sadržaja, preopterećivanje ili ometanje rada servisa;</li>
        <li>zabranjeno je deljenje pristupa MasterClass materijalima sa osobama koje nisu polaznici.</li>
      </ul>
    ),
  },
  {
    title: 'Plaćanja i povraćaj',
    body: (
      <p>
        Cene su prikazane pre porudžbine (Custom Build: 20 USD po niši ili 149 USD za sve niše). O promeni cena obaveštavamo najmanje 30 dana unapred. Povraćaj novca je moguć u roku od 30 dana, kako je opisano u{' '}
        <Link to={APP_ROUTES.refundPolicy} className="font-semibold text-brand-800 underline">
          politici povraćaja
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Prekid korišćenja',
    body: <p>Uslugu možete prestati da koristite u bilo kom trenutku. Mi možemo obustaviti pristup korisniku koji krši ove uslove, uz obaveštenje i obrazloženje, osim kada zakon ili bezbednost drugih korisnika zahtevaju hitnu reakciju.</p>,
  },
  {
    title: 'Ograničenje odgovornosti',
    body: <p>Trudimo se da usluga radi bez prekida i grešaka, ali ne garantujemo određeni nivo prodaje ili zarade, osim kada je to izričito navedeno (npr. garancija profita od 90 dana uz Custom Build). Ne odgovaramo za rad platformi trećih strana (Shopify, kuriri, procesori plaćanja).</p>,
  },
  {
    title: 'Izmene uslova',
    body: <p>Uslove možemo menjati kada se usluga promeni. O svakoj bitnoj izmeni obaveštavamo vas najmanje 30 dana unapred, na sajtu i e-mailom ako smo ga od vas dobili. Nastavak korišćenja posle stupanja izmena na snagu znači da ih prihvatate.</p>,
  },
  {
    title: 'Kontakt',
    body: (
      <p>
        Pitanja o ovim uslovima pošaljite na{' '}
        <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-800 underline">
          {SITE.email}
        </a>{' '}
        ili preko{' '}
        <Link to={APP_ROUTES.contact} className="font-semibold text-brand-800 underline">
          kontakt forme
        </Link>
        . Odgovaramo radnim danima od 9 do 17 časova, u roku od 24 sata.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Uslovi korišćenja"
      updated={TERMS_LAST_UPDATED}
      summary={
        <ul className="list-disc space-y-1 pl-5">
          <li>Ono što napravimo za vaš brend pripada vama.</li>
          <li>Vi ste odgovorni za proizvode koje prodajete i za pristupne ključeve koje nam date.</li>
          <li>Imate 30 dana za povraćaj novca, a o promeni cena i uslova javljamo 30 dana unapred.</li>
          <li>Ne obećavamo zaradu, osim kada garanciju izričito navedemo.</li>
        </ul>
      }
      sections={SECTIONS}
    />
  );
}
