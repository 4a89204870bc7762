import { SITE } from '@ducan/contracts';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Rok od 30 dana',
    body: <p>Povraćaj novca možete tražiti u roku od 30 dana od kupovine. Ako je od kupovine prošlo više od 30 dana, nažalost ne možemo ponuditi ni povraćaj ni zamenu.</p>,
  },
  {
    title: 'Šta ne može da se vrati',
    body: (
      <ul>
        <li>poklon-kartice i vaučeri;</li>
        <li>digitalni proizvodi koji su već preuzeti (npr. preuzeti brend kit ili logo fajlovi);</li>
        <li>Custom Build prodavnica koja je isporučena i prebačena na vaš nalog, osim po garanciji profita od 90 dana;</li>
        <li>usluge koje su u celosti izvršene na vaš zahtev.</li>
      </ul>
    ),
  },
  {
    title: 'Delimični povraćaj',
    body: <p>Delimičan povraćaj je moguć kada je usluga delimično izvršena (npr. iskorišćen je deo MasterClass programa posle perioda garancije) ili kada proizvod nije u prvobitnom stanju iz razloga koji nisu naša greška.</p>,
  },
  {
    title: 'Zamena',
    body: <p>Menjamo isključivo neispravne ili oštećene proizvode, za isti proizvod. Pišite nam na {SITE.email} sa brojem porudžbine i opisom problema.</p>,
  },
  {
    title: 'Pokloni',
    body: <p>Ako je kupovina označena kao poklon i poslata direktno vama, povraćaj dobijate u obliku poklon-kredita. Ako nije bila označena kao poklon, povraćaj ide kupcu koji je platio.</p>,
  },
  {
    title: 'Proizvodi na akciji',
    body: <p>Vraćaju se samo proizvodi po redovnoj ceni. Proizvodi kupljeni na akciji ili sa popustom nisu za povraćaj.</p>,
  },
  {
    title: 'Kako teče povraćaj',
    body: <p>Kada primimo i proverimo zahtev, javljamo vam e-mailom da li je odobren. Odobren povraćaj vraćamo na isti način plaćanja u roku od 10 radnih dana; vreme knjiženja zavisi od vaše banke.</p>,
  },
];

export function RefundPage() {
  return <LegalDocument title="Politika povraćaja" intro={<p>Želimo da budete zadovoljni svakom kupovinom. Ako nešto nije kako treba, evo šta možemo da uradimo.</p>} sections={SECTIONS} />;
}
