import type { CategoryData, OptionSet, ProductLine } from './category-data';
import { SERBIAN_OPTION_NAMES, SERBIAN_OPTION_VALUES, type CategoryTranslation } from './category-translation';
import { COLOUR_HEX } from './colours';
import { convertPrice } from './prices';
import { escapeHtml, stableHash, toHandle } from './text';
import { SAMPLE_PRODUCT_TAG, type CategoryCatalog, type SampleCollection, type SampleOption, type SampleProduct, type SampleVariant } from './types';

interface OptionPlan {
  options: SampleOption[];
  /** Price factor per value of the first option (sizes that cost more). */
  factors?: number[];
}

/** `count` different items of `list`, chosen by `seed` (the same every run). */
function pick<T>(list: T[], seed: number, count: number): T[] {
  return list
    .map((value, index) => ({ value, rank: stableHash(`${seed}:${index}`) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map((entry) => entry.value);
}

function planOptions(set: OptionSet, colours: string[], seed: number): OptionPlan {
  switch (set) {
    case 'none':
      return { options: [] };
    case 'apparel':
      return { options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }, { name: 'Color', values: pick(colours, seed, 2) }] };
    case 'sport-size':
      return { options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }] };
    case 'shoes':
      return { options: [{ name: 'Size', values: ['38', '39', '40', '41', '42', '43', '44'] }] };
    case 'colour':
      return { options: [{ name: 'Color', values: pick(colours, seed, 3) }] };
    case 'ring':
      return { options: [{ name: 'Ring size', values: ['50', '52', '54', '56', '58'] }] };
    case 'metal':
      return { options: [{ name: 'Metal', values: ['Gold', 'Silver'] }] };
    case 'volume':
      return { options: [{ name: 'Size', values: ['30 ml', '50 ml'] }], factors: [1, 1.5] };
    case 'weight':
      return { options: [{ name: 'Weight', values: ['250 g', '500 g', '1 kg'] }], factors: [1, 1.8, 3.3] };
    case 'pet-size':
      return { options: [{ name: 'Size', values: ['S', 'M', 'L'] }], factors: [1, 1.2, 1.4] };
    case 'size-sml':
      return { options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }], factors: [1, 1.35, 1.7] };
    case 'format':
      return { options: [{ name: 'Format', values: ['Paperback', 'Hardcover'] }], factors: [1, 1.45] };
  }
}

function combinations(options: SampleOption[]): string[][] {
  return options.reduce<string[][]>((rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])), [[]]);
}

function describe(features: string[], closing: string, blurb: string, seed: number): string {
  const chosen = pick(features, seed, 3);
  return `<p>${escapeHtml(blurb)}</p><ul>${chosen.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul><p>${escapeHtml(closing)}</p>`;
}

/** Option names and values in the catalogue's language (sizes like "M" or "30 ml" stay as they are). */
function localizeOptions(options: SampleOption[], translation: CategoryTranslation | undefined): SampleOption[] {
  if (!translation) return options;
  return options.map((option) => ({
    name: SERBIAN_OPTION_NAMES[option.name] ?? option.name,
    values: option.values.map((value) => SERBIAN_OPTION_VALUES[value] ?? value),
  }));
}

function buildProduct(data: CategoryData, line: ProductLine, index: number, currencyCode: string, translation?: CategoryTranslation): SampleProduct {
  const [englishTitle, englishType, priceEur, motif, collectionKey, optionSet, englishBlurb] = line;
  // Handles come from the English title in every language, so URLs and images stay the same.
  const handle = toHandle(englishTitle);
  const seed = stableHash(handle);
  const localized = translation?.products[englishTitle];
  if (translation && !localized) throw new Error(`No translation of "${englishTitle}" (${data.name})`);
  const [title, productType, blurb] = localized ?? [englishTitle, englishType, englishBlurb];
  const plan = planOptions(optionSet, data.colours, seed);
  const options = localizeOptions(plan.options, translation);
  // About two in five products are on sale, by 20-40 %.
  const saleFactor = seed % 5 < 2 ? 1.2 + (seed % 3) * 0.1 : 0;
  const code = data.slug.slice(0, 3).toUpperCase();
  const variants: SampleVariant[] = combinations(plan.options).map((values, variantIndex) => {
    const firstIndex = plan.options.length ? plan.options[0].values.indexOf(values[0]) : 0;
    const eur = priceEur * (plan.factors?.[firstIndex] ?? 1);
    const price = convertPrice(eur, currencyCode);
    const compare = saleFactor ? convertPrice(eur * saleFactor, currencyCode) : undefined;
    return {
      optionValues: values.map((value, i) => ({ optionName: options[i].name, name: options[i].values[plan.options[i].values.indexOf(value)] })),
      price,
      ...(compare && Number(compare) > Number(price) ? { compareAtPrice: compare } : {}),
      sku: `DS-${code}-${String(index + 1).padStart(3, '0')}-${String(variantIndex + 1).padStart(2, '0')}`,
    };
  });
  const colourIndex = plan.options.findIndex((option) => option.name === 'Color' || option.name === 'Metal');
  const colourOption = plan.options[colourIndex];
  // The picture shows one of the product's own colours, so similar products do not look alike.
  const colourPosition = colourOption ? seed % colourOption.values.length : -1;
  const colourName = colourOption ? colourOption.values[colourPosition] : data.colours[seed % data.colours.length];
  const collectionTitle = data.collections[collectionKey]?.title;
  if (!collectionTitle) throw new Error(`${englishTitle}: unknown collection ${collectionKey}`);
  const features = translation?.features ?? data.features;
  const shownColour = colourOption ? options[colourIndex].values[colourPosition] : '';
  return {
    title,
    handle,
    descriptionHtml: describe(features, translation?.closing ?? data.closing, blurb, seed),
    productType,
    vendor: data.vendor,
    tags: [...new Set([SAMPLE_PRODUCT_TAG, toHandle(data.name), toHandle(collectionTitle), toHandle(englishType)])],
    options,
    variants,
    images: [
      {
        alt: colourOption ? (translation ? `${title} – ${shownColour.toLowerCase()}` : `${title} in ${shownColour.toLowerCase()}`) : title,
        motif,
        colour: COLOUR_HEX[colourName] ?? '#555555',
        background: data.backgrounds[seed % data.backgrounds.length],
        seed,
        path: `/api/assets/products/${data.slug}/${handle}.png`,
      },
    ],
  };
}

export function buildCategoryCatalog(data: CategoryData, currencyCode = 'EUR', translation?: CategoryTranslation): CategoryCatalog {
  if (translation && translation.features.length !== data.features.length) throw new Error(`${data.name}: the translation has a different number of selling points`);
  const products = data.products.map((line, index) => buildProduct(data, line, index, currencyCode, translation));
  const collections: SampleCollection[] = Object.entries(data.collections).map(([key, { title, description }]) => ({
    title: translation?.collections[key]?.title ?? title,
    handle: toHandle(title),
    descriptionHtml: `<p>${escapeHtml(translation?.collections[key]?.description ?? description)}</p>`,
    productHandles: data.products.filter((line) => line[4] === key).map((line) => toHandle(line[0])),
  }));
  // Bestsellers: the first two of each collection, so the home page shows a bit of everything.
  collections.push({
    title: translation ? 'Najprodavanije' : 'Bestsellers',
    handle: 'bestsellers',
    descriptionHtml: translation ? '<p>Proizvodi kojima se naši kupci uvek vraćaju.</p>' : '<p>The pieces our customers come back for.</p>',
    productHandles: collections.flatMap((collection) => collection.productHandles.slice(0, 2)).slice(0, 8),
  });
  return { name: data.name, slug: data.slug, currencyCode: currencyCode.toUpperCase(), products, collections };
}
