/** Serbian texts of one category's catalogue; handles stay those of the English titles. */
export interface CategoryTranslation {
  collections: Record<string, { title: string; description: string }>;
  /** Same order as the English selling points. */
  features: string[];
  closing: string;
  /** By English title: [title, product type, one sentence about the product]. */
  products: Record<string, [string, string, string]>;
}

export const SERBIAN_OPTION_NAMES: Record<string, string> = {
  Size: 'Veličina',
  Color: 'Boja',
  'Ring size': 'Veličina prstena',
  Metal: 'Metal',
  Weight: 'Težina',
  Format: 'Povez',
};

export const SERBIAN_OPTION_VALUES: Record<string, string> = {
  Black: 'Crna',
  White: 'Bela',
  Navy: 'Teget',
  Sand: 'Peščana',
  Olive: 'Maslinasta',
  Burgundy: 'Bordo',
  Grey: 'Siva',
  Charcoal: 'Grafit',
  Blush: 'Puder roze',
  Sage: 'Žalfija',
  Terracotta: 'Terakota',
  Blue: 'Plava',
  Red: 'Crvena',
  Green: 'Zelena',
  Yellow: 'Žuta',
  Pink: 'Roze',
  Teal: 'Petrolej',
  Brown: 'Braon',
  Gold: 'Zlato',
  Silver: 'Srebro',
  'Rose gold': 'Roze zlato',
  Natural: 'Prirodna',
  Orange: 'Narandžasta',
  Purple: 'Ljubičasta',
  Mint: 'Mint',
  Cream: 'Krem',
  Small: 'Mala',
  Medium: 'Srednja',
  Large: 'Velika',
  Paperback: 'Meki povez',
  Hardcover: 'Tvrdi povez',
};
