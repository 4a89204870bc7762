import type { CategoryName, Motif } from './types';

/** Which options and variants a product gets (see variants.ts). */
export type OptionSet =
  | 'none' | 'apparel' | 'sport-size' | 'shoes' | 'colour' | 'ring' | 'metal' | 'volume' | 'weight' | 'pet-size' | 'format' | 'size-sml';

/** [title, product type, price in EUR, motif, collection key, option set, one sentence about the product] */
export type ProductLine = [string, string, number, Motif, string, OptionSet, string];

/** The building blocks one category's sample catalogue is made from. */
export interface CategoryData {
  name: CategoryName;
  slug: string;
  vendor: string;
  /** Colour names this category's products come in (see colours.ts). */
  colours: string[];
  /** Background gradients for the illustrations. */
  backgrounds: [string, string][];
  collections: Record<string, { title: string; description: string }>;
  /** Short selling points; three are picked per product. */
  features: string[];
  /** Closing line of every description in this category. */
  closing: string;
  products: ProductLine[];
}
