/** Brand-kit data of spec 000 §3, used by the brand-kit wizard and by store builds. */

export type NicheId = 'fashion' | 'pets' | 'fitness' | 'electronics' | 'health' | 'art' | 'minimalist' | 'bold' | 'eco' | 'luxury';
export type BrandStyleId = 'playful' | 'modern' | 'earthy' | 'luxury' | 'techy';
export type LogoStyleId = 'modern' | 'minimalist' | 'vintage' | 'playful' | 'professional' | 'creative' | 'elegant' | 'bold';

export interface Niche {
  id: NicheId;
  label: string;
  /** A lucide icon name (kebab-case), as `lucide-react` exports it in PascalCase. */
  icon: string;
}

export interface NamedColour {
  hex: string;
  name: string;
}

export interface BrandStyle {
  id: BrandStyleId;
  label: string;
  description: string;
  primary: NamedColour[];
  secondary: NamedColour[];
  accent: NamedColour[];
}

export interface FontPair {
  style: BrandStyleId;
  heading: string;
  body: string;
}

export interface ThemeSuggestion {
  style: BrandStyleId;
  name: string;
  /** Generated preview served by the API. */
  previewImage: string;
  styleText: string;
  /** At most 3 are shown. */
  tags: string[];
  themeStoreUrl: string;
}

export interface LogoStyle {
  id: LogoStyleId;
  label: string;
  description: string;
}

export const NICHES: readonly Niche[] = [
  { id: 'fashion', label: 'Fashion & Apparel', icon: 'shirt' },
  { id: 'pets', label: 'Pet Products', icon: 'paw-print' },
  { id: 'fitness', label: 'Fitness & Sports', icon: 'dumbbell' },
  { id: 'electronics', label: 'Electronics & Gadgets', icon: 'smartphone' },
  { id: 'health', label: 'Health & Beauty', icon: 'heart-pulse' },
  { id: 'art', label: 'Art & Crafts', icon: 'palette' },
  { id: 'minimalist', label: 'Minimalist Lifestyle', icon: 'circle' },
  { id: 'bold', label: 'Bold & Trendy', icon: 'zap' },
  { id: 'eco', label: 'Eco-Friendly', icon: 'leaf' },
  { id: 'luxury', label: 'Luxury Goods', icon: 'gem' },
];

export const BRAND_STYLES: readonly BrandStyle[] = [
  {
    id: 'playful',
    label: 'Playful & Fun',
    description: 'Bright colours, rounded shapes and a cheerful voice for brands that want to make people smile.',
    primary: [{ hex: '#FF6B6B', name: 'Coral' }, { hex: '#FFD93D', name: 'Sunshine' }],
    secondary: [{ hex: '#6BCB77', name: 'Mint Leaf' }],
    accent: [{ hex: '#4D96FF', name: 'Sky Blue' }, { hex: '#FF8FAB', name: 'Bubblegum' }],
  },
  {
    id: 'modern',
    label: 'Modern & Clean',
    description: 'Crisp layouts, generous white space and confident colour for brands that value clarity.',
    primary: [{ hex: '#1A73E8', name: 'Electric Blue' }, { hex: '#111827', name: 'Ink' }],
    secondary: [{ hex: '#F3F4F6', name: 'Cloud' }],
    accent: [{ hex: '#15CF92', name: 'Mint' }, { hex: '#F59E0B', name: 'Amber' }],
  },
  {
    id: 'earthy',
    label: 'Earthy & Natural',
    description: 'Warm, grounded tones and natural textures for handmade, organic and sustainable brands.',
    primary: [{ hex: '#7C5C3B', name: 'Walnut' }, { hex: '#6B7F4F', name: 'Moss' }],
    secondary: [{ hex: '#EDE4D3', name: 'Linen' }],
    accent: [{ hex: '#C7683A', name: 'Terracotta' }, { hex: '#D9A441', name: 'Mustard' }],
  },
  {
    id: 'luxury',
    label: 'Luxury & Elegant',
    description: 'Deep neutrals, metallic accents and refined type for premium products.',
    primary: [{ hex: '#111111', name: 'Onyx' }, { hex: '#1F2A44', name: 'Midnight' }],
    secondary: [{ hex: '#F5F0E6', name: 'Ivory' }],
    accent: [{ hex: '#C9A227', name: 'Gold' }, { hex: '#B76E79', name: 'Rose Gold' }, { hex: '#8C7A5B', name: 'Champagne' }],
  },
  {
    id: 'techy',
    label: 'Tech & Innovative',
    description: 'Dark interfaces, electric accents and precise type for gadgets and future-facing brands.',
    primary: [{ hex: '#0F172A', name: 'Deep Space' }, { hex: '#2563EB', name: 'Cobalt' }],
    secondary: [{ hex: '#E2E8F0', name: 'Steel' }],
    accent: [{ hex: '#22D3EE', name: 'Cyan' }, { hex: '#A855F7', name: 'Neon Violet' }],
  },
];

export const FONT_PAIRS: readonly FontPair[] = [
  { style: 'playful', heading: 'Fredoka', body: 'Nunito' },
  { style: 'playful', heading: 'Baloo 2', body: 'Quicksand' },
  { style: 'modern', heading: 'Montserrat', body: 'Open Sans' },
  { style: 'modern', heading: 'Poppins', body: 'Inter' },
  { style: 'earthy', heading: 'Lora', body: 'Karla' },
  { style: 'earthy', heading: 'Merriweather', body: 'Nunito Sans' },
  { style: 'luxury', heading: 'Playfair Display', body: 'Lato' },
  { style: 'luxury', heading: 'Cormorant Garamond', body: 'Montserrat' },
  { style: 'techy', heading: 'Space Grotesk', body: 'Inter' },
  { style: 'techy', heading: 'Rubik', body: 'IBM Plex Sans' },
];

const theme = (style: BrandStyleId, name: string, styleText: string, tags: string[]): ThemeSuggestion => ({
  style,
  name,
  previewImage: `/api/assets/theme-previews/${style}-${name.toLowerCase()}.png`,
  styleText,
  tags,
  themeStoreUrl: `https://themes.shopify.com/themes/${name.toLowerCase()}/styles/default`,
});

export const THEME_SUGGESTIONS: readonly ThemeSuggestion[] = [
  theme('playful', 'Crave', 'Bold colour blocks and big product photos', ['Food & drink', 'Small catalogues', 'Bright']),
  theme('playful', 'Colorblock', 'Graphic shapes and playful contrast', ['Kids', 'Lifestyle', 'Colourful']),
  theme('modern', 'Dawn', 'Minimal, fast and image-led', ['Any product', 'Fast', 'Clean']),
  theme('modern', 'Refresh', 'Modern cards with energetic accents', ['Health', 'Beauty', 'Modern']),
  theme('earthy', 'Craft', 'Warm textures for handmade goods', ['Handmade', 'Home decor', 'Natural']),
  theme('earthy', 'Origin', 'Calm layouts that tell a product’s story', ['Sustainable', 'Food', 'Storytelling']),
  theme('luxury', 'Studio', 'Gallery-like whitespace for premium pieces', ['Jewellery', 'Art', 'Premium']),
  theme('luxury', 'Sense', 'Soft, elegant styling for beauty and wellness', ['Beauty', 'Wellness', 'Elegant']),
  theme('techy', 'Spotlight', 'Dark hero sections that make gadgets shine', ['Electronics', 'Gadgets', 'Dark mode']),
];

export const LOGO_STYLES: readonly LogoStyle[] = [
  { id: 'modern', label: 'Modern', description: 'Clean geometric marks and sans-serif type.' },
  { id: 'minimalist', label: 'Minimalist', description: 'A single symbol or wordmark with lots of space.' },
  { id: 'vintage', label: 'Vintage', description: 'Badges, serif lettering and a hand-crafted feel.' },
  { id: 'playful', label: 'Playful', description: 'Rounded shapes, bright colours and friendly type.' },
  { id: 'professional', label: 'Professional', description: 'Balanced, trustworthy and easy to read at any size.' },
  { id: 'creative', label: 'Creative', description: 'Unexpected shapes and artistic details.' },
  { id: 'elegant', label: 'Elegant', description: 'Fine lines, refined serifs and restrained colour.' },
  { id: 'bold', label: 'Bold', description: 'Heavy type and strong contrast that stand out.' },
];

export const fontPairsFor = (style: BrandStyleId) => FONT_PAIRS.filter((pair) => pair.style === style);
export const themesFor = (style: BrandStyleId) => THEME_SUGGESTIONS.filter((suggestion) => suggestion.style === style);
