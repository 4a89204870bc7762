/** The four headline numbers of the first specification. */
export const STATISTICS = [
  { value: '500+', label: 'napravljenih prodavnica' },
  { value: '98%', label: 'zadovoljnih korisnika' },
  { value: '< 10 min', label: 'do gotove prodavnice' },
  { value: '24/7', label: 'podrška na srpskom' },
] as const;

export const FEATURES = [
  {
    icon: 'wand',
    title: 'Logo i brend kit uz pomoć AI',
    text: 'Upišete ime brenda, a Dućan predloži logo, paletu boja i ton komunikacije koji odgovaraju vašoj niši. Logo preuzimate kao SVG, spreman za štampu i društvene mreže.',
  },
  {
    icon: 'palette',
    title: 'Boje i fontovi koji se slažu',
    text: 'Svaki stil dolazi sa proverenim kombinacijama boja i parovima fontova, pa prodavnica izgleda profesionalno od prvog dana, bez dizajnera.',
  },
  {
    icon: 'layout',
    title: 'Shopify tema po vašem stilu',
    text: 'Predlažemo temu koja odgovara vašem brendu i instaliramo je za vas: brza, prilagođena mobilnim telefonima i optimizovana za pretraživače.',
  },
  {
    icon: 'package',
    title: 'Proizvodi i stranice spremni',
    text: 'Prodavnica stiže sa 30+ proizvoda, navigacijom i osnovnim stranicama (O nama, Kontakt, Politika privatnosti, Uslovi korišćenja).',
  },
  {
    icon: 'activity',
    title: 'Izradu pratite uživo',
    text: 'Svaki korak izrade, od teme do brendiranja, vidite na ekranu u realnom vremenu. Nema čekanja u neizvesnosti ni mejlova tipa „radimo na tome”.',
  },
  {
    icon: 'headphones',
    title: 'Podrška na našem jeziku',
    text: 'Pišite nam bilo kada: podrška je dostupna 24/7, a tim koji razume tržište Srbije i regiona odgovara u roku od 24 sata.',
  },
] as const;

export const STEPS = [
  { title: 'Upišite ime brenda', text: 'Samo ime i ništa više, bez registracije i bez kartice.' },
  { title: 'Izaberite nišu i stil', text: 'Moda, fitnes, kućni ljubimci, elektronika… i stil: razigran, moderan, prirodan, luksuzan ili tehnološki.' },
  { title: 'Potvrdite logo, boje, fontove i temu', text: 'Dućan predloži sve odjednom; vi menjate šta želite jednim klikom.' },
  { title: 'Povežite Shopify prodavnicu', text: 'Unesete adresu prodavnice i pristupni ključ, a mi proverimo vezu pre nego što krenemo.' },
  { title: 'Pokrenite izradu i prodajte', text: 'Tema, stranice, proizvodi, navigacija i brend se podese automatski. Za manje od 10 minuta ste spremni za prve kupce.' },
] as const;

export interface Testimonial {
  name: string;
  city: string;
  store: string;
  quote: string;
}

/** Nine entries: two per view from 768 px, one below. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { name: 'Marija Petrović', city: 'Beograd', store: 'prodavnica nakita', quote: 'Mesecima sam odlagala otvaranje prodavnice jer nisam znala odakle da počnem. Sa Dućanom sam za jedno popodne imala logo, boje i temu, a prvu porudžbinu posle šest dana.' },
  { name: 'Nikola Jovanović', city: 'Novi Sad', store: 'oprema za fitnes', quote: 'Najviše mi se dopalo što vidim svaki korak izrade uživo. Prodavnica izgleda kao da ju je radila agencija, a koštala me je deo te cene.' },
  { name: 'Amra Hodžić', city: 'Sarajevo', store: 'kozmetika', quote: 'Podrška mi je odgovorila u nedelju uveče i pomogla oko podešavanja dostave za BiH. To mi je značilo više od bilo kog popusta.' },
  { name: 'Stefan Ilić', city: 'Niš', store: 'oprema za kućne ljubimce', quote: 'Uzeo sam Custom Build sa tri niše. Prodavnica je stigla za 24 sata sa svim proizvodima i opisima na srpskom, samo sam povezao plaćanje.' },
  { name: 'Jelena Marković', city: 'Kragujevac', store: 'dečija oprema', quote: 'Nisam tehnički tip, a sve je bilo jasno objašnjeno. Brend kit je besplatan, pa sam prvo probala bez rizika, i ostala.' },
  { name: 'Luka Vuković', city: 'Podgorica', store: 'elektronika', quote: 'Tema je brza i na telefonu izgleda odlično, a to je kod mene 80% kupaca. Od prvog meseca sam u plusu.' },
  { name: 'Ana Kovačević', city: 'Zagreb', store: 'dekoracija za dom', quote: 'Paleta boja koju je Dućan predložio je i danas moj brend. Kupci često komentarišu kako prodavnica deluje ozbiljno i pouzdano.' },
  { name: 'Milan Stojanović', city: 'Skoplje', store: 'moda', quote: 'Posle MasterClass-a sam tačno znao kako da testiram proizvode. Prodavnica od Dućana mi je uštedela nedelje rada.' },
  { name: 'Ivana Đorđević', city: 'Subotica', store: 'igračke', quote: 'Sve što sam pitala dobila sam odgovor u roku od nekoliko sati. Osećaj je kao da imam svoj mali tim iza sebe.' },
];

