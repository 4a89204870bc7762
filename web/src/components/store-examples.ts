import type { StoreExample } from './store-mockup';

/** Six example stores, drawn by StoreMockup (landing carousel, Custom Build samples). */
export const STORE_EXAMPLES: readonly StoreExample[] = [
  {
    name: 'Lumina Nakit',
    niche: 'nakit',
    tagline: 'Ručno birani nakit za svaki dan',
    colors: { background: '#fff8f1', primary: '#7a4e2d', accent: '#f3c98b', text: '#2b1a0e' },
    products: [{ name: 'Ogrlica Zora', price: '2.490 RSD' }, { name: 'Minđuše Sunce', price: '1.890 RSD' }, { name: 'Narukvica Luna', price: '1.590 RSD' }],
  },
  {
    name: 'FitZona',
    niche: 'fitnes',
    tagline: 'Oprema za trening kod kuće',
    colors: { background: '#f3f7ff', primary: '#1d3b8b', accent: '#ffd23f', text: '#0d1a3a' },
    products: [{ name: 'Elastične trake', price: '1.990 RSD' }, { name: 'Podloga za jogu', price: '2.790 RSD' }, { name: 'Bučice 2×3 kg', price: '3.490 RSD' }],
  },
  {
    name: 'Šapica',
    niche: 'kućni ljubimci',
    tagline: 'Sve za srećne njuške',
    colors: { background: '#f4fbf6', primary: '#17603c', accent: '#ffb38a', text: '#10311f' },
    products: [{ name: 'Krevet za pse', price: '3.990 RSD' }, { name: 'Igračka loptica', price: '690 RSD' }, { name: 'Povodac Trek', price: '1.490 RSD' }],
  },
  {
    name: 'Glow Lab',
    niche: 'kozmetika',
    tagline: 'Nega kože koja se vidi',
    colors: { background: '#fff5f7', primary: '#a3245a', accent: '#ffd6e0', text: '#3a0d20' },
    products: [{ name: 'Serum C', price: '2.290 RSD' }, { name: 'Krema SPF 50', price: '1.990 RSD' }, { name: 'Maska od gline', price: '1.290 RSD' }],
  },
  {
    name: 'Kutak Doma',
    niche: 'dekoracija za dom',
    tagline: 'Topli detalji za vaš prostor',
    colors: { background: '#faf7f2', primary: '#4a5a3c', accent: '#e7d7b8', text: '#22281b' },
    products: [{ name: 'Vaza Keramika', price: '2.190 RSD' }, { name: 'Ćebe Pletenica', price: '3.290 RSD' }, { name: 'Sveća Lavanda', price: '990 RSD' }],
  },
  {
    name: 'VoltShop',
    niche: 'elektronika',
    tagline: 'Pametni gedžeti po pravoj ceni',
    colors: { background: '#0f172a', primary: '#15cf92', accent: '#38bdf8', text: '#e2e8f0' },
    products: [{ name: 'Bežične slušalice', price: '3.990 RSD' }, { name: 'Punjač 65W', price: '2.490 RSD' }, { name: 'Pametna sijalica', price: '1.290 RSD' }],
  },
];
