import type { ImageDescriptor, Motif } from './types';

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

type Paint = { c: string; d: string; l: string };

// Each motif is drawn in a 400 × 400 box; `c` is the item colour, `d` a darker and `l` a lighter shade.
const MOTIFS: Record<Motif, (p: Paint) => string> = {
  tshirt: ({ c, d, l }) =>
    `<path d="M140 60 L85 85 L30 150 L80 190 L110 160 L110 350 L290 350 L290 160 L320 190 L370 150 L315 85 L260 60 C250 95 150 95 140 60 Z" fill="${c}"/><path d="M140 60 C150 95 250 95 260 60 L245 56 C235 80 165 80 155 56 Z" fill="${d}"/><path d="M125 175 L125 335 L150 335 L150 175 Z" fill="${l}" opacity=".35"/>`,
  hoodie: ({ c, d, l }) =>
    `<path d="M150 70 C150 20 250 20 250 70 L320 95 L370 300 L320 310 L290 180 L290 360 L110 360 L110 180 L80 310 L30 300 L80 95 Z" fill="${c}"/><path d="M150 70 C160 120 240 120 250 70 C240 40 160 40 150 70 Z" fill="${d}"/><rect x="150" y="260" width="100" height="55" rx="12" fill="${d}" opacity=".55"/><path d="M185 110 L182 170 M215 110 L218 170" stroke="${l}" stroke-width="5" stroke-linecap="round"/>`,
  dress: ({ c, d, l }) =>
    `<path d="M160 40 L240 40 L250 130 L330 360 L70 360 L150 130 Z" fill="${c}"/><path d="M150 130 L250 130 L245 150 L155 150 Z" fill="${d}"/><path d="M200 150 L180 360 L220 360 Z" fill="${l}" opacity=".25"/>`,
  bag: ({ c, d, l }) =>
    `<path d="M140 140 C140 50 260 50 260 140" fill="none" stroke="${d}" stroke-width="16"/><rect x="70" y="130" width="260" height="230" rx="26" fill="${c}"/><rect x="70" y="130" width="260" height="60" rx="26" fill="${d}" opacity=".45"/><rect x="180" y="180" width="40" height="26" rx="6" fill="${l}"/>`,
  cap: ({ c, d, l }) =>
    `<path d="M70 250 C70 110 330 110 330 250 Z" fill="${c}"/><path d="M60 250 L370 250 C370 290 250 300 60 270 Z" fill="${d}"/><circle cx="200" cy="122" r="12" fill="${d}"/><path d="M200 125 L200 250" stroke="${l}" stroke-width="4" opacity=".5"/>`,
  shoe: ({ c, d, l }) =>
    `<path d="M40 250 L60 150 C110 160 150 170 180 200 L260 230 C330 245 370 260 370 300 L40 300 Z" fill="${c}"/><rect x="35" y="295" width="340" height="30" rx="12" fill="${d}"/><path d="M150 190 L170 230 M175 200 L195 238 M200 210 L220 242" stroke="${l}" stroke-width="7" stroke-linecap="round"/>`,
  glasses: ({ c, d, l }) =>
    `<circle cx="120" cy="210" r="75" fill="${l}" opacity=".55" stroke="${c}" stroke-width="16"/><circle cx="280" cy="210" r="75" fill="${l}" opacity=".55" stroke="${c}" stroke-width="16"/><path d="M190 200 C200 185 200 185 210 200" stroke="${c}" stroke-width="12" fill="none"/><path d="M45 195 L15 160 M355 195 L385 160" stroke="${d}" stroke-width="12" stroke-linecap="round"/>`,
  watch: ({ c, d, l }) =>
    `<rect x="150" y="20" width="100" height="360" rx="30" fill="${d}"/><circle cx="200" cy="200" r="105" fill="${c}"/><circle cx="200" cy="200" r="85" fill="${l}"/><path d="M200 200 L200 140 M200 200 L245 220" stroke="${d}" stroke-width="9" stroke-linecap="round"/>`,
  scarf: ({ c, d, l }) =>
    `<path d="M90 60 L310 60 L310 150 L250 150 L250 360 L170 360 L170 150 L90 150 Z" fill="${c}"/><path d="M90 90 L310 90 M90 120 L310 120 M170 250 L250 250 M170 300 L250 300" stroke="${d}" stroke-width="10"/><path d="M175 360 L175 385 M195 360 L195 385 M215 360 L215 385 M235 360 L235 385" stroke="${l}" stroke-width="6"/>`,
  wallet: ({ c, d, l }) =>
    `<rect x="60" y="100" width="280" height="200" rx="24" fill="${c}"/><path d="M60 150 L340 150" stroke="${d}" stroke-width="6"/><rect x="250" y="170" width="90" height="60" rx="16" fill="${d}"/><circle cx="278" cy="200" r="9" fill="${l}"/>`,
  bottle: ({ c, d, l }) =>
    `<rect x="170" y="20" width="60" height="50" rx="10" fill="${d}"/><path d="M160 70 L240 70 L240 110 C290 130 290 150 290 180 L290 350 C290 370 275 380 255 380 L145 380 C125 380 110 370 110 350 L110 180 C110 150 110 130 160 110 Z" fill="${c}"/><rect x="130" y="200" width="140" height="110" rx="10" fill="${l}" opacity=".85"/><rect x="150" y="230" width="100" height="10" rx="5" fill="${d}" opacity=".5"/><rect x="150" y="255" width="70" height="10" rx="5" fill="${d}" opacity=".35"/>`,
  jar: ({ c, d, l }) =>
    `<rect x="110" y="70" width="180" height="55" rx="14" fill="${d}"/><rect x="90" y="120" width="220" height="250" rx="40" fill="${c}"/><rect x="120" y="190" width="160" height="110" rx="12" fill="${l}" opacity=".85"/><circle cx="200" cy="245" r="26" fill="${d}" opacity=".45"/>`,
  tube: ({ c, d, l }) =>
    `<path d="M130 40 L270 40 L250 320 L150 320 Z" fill="${c}"/><rect x="155" y="320" width="90" height="55" rx="10" fill="${d}"/><rect x="160" y="120" width="80" height="120" rx="10" fill="${l}" opacity=".8"/><path d="M130 40 L270 40 L268 62 L132 62 Z" fill="${d}" opacity=".5"/>`,
  book: ({ c, d, l }) =>
    `<rect x="90" y="40" width="230" height="320" rx="10" fill="${c}"/><rect x="90" y="40" width="34" height="320" rx="8" fill="${d}"/><rect x="150" y="100" width="140" height="16" rx="8" fill="${l}"/><rect x="150" y="130" width="100" height="12" rx="6" fill="${l}" opacity=".7"/><path d="M320 60 L335 70 L335 365 L110 365 L110 360 L320 360 Z" fill="#ffffff" opacity=".8"/>`,
  vinyl: ({ c, d, l }) =>
    `<rect x="40" y="60" width="250" height="280" rx="8" fill="${c}"/><circle cx="250" cy="200" r="130" fill="#1d1d1f"/><circle cx="250" cy="200" r="100" fill="none" stroke="#3a3a3f" stroke-width="3"/><circle cx="250" cy="200" r="70" fill="none" stroke="#3a3a3f" stroke-width="3"/><circle cx="250" cy="200" r="40" fill="${l}"/><circle cx="250" cy="200" r="7" fill="${d}"/>`,
  headphones: ({ c, d, l }) =>
    `<path d="M80 230 C80 60 320 60 320 230" fill="none" stroke="${d}" stroke-width="26" stroke-linecap="round"/><rect x="50" y="210" width="80" height="130" rx="34" fill="${c}"/><rect x="270" y="210" width="80" height="130" rx="34" fill="${c}"/><rect x="72" y="235" width="30" height="80" rx="14" fill="${l}" opacity=".5"/>`,
  phone: ({ c, d, l }) =>
    `<rect x="115" y="30" width="170" height="340" rx="32" fill="${d}"/><rect x="128" y="55" width="144" height="290" rx="18" fill="${c}"/><circle cx="200" cy="44" r="5" fill="${l}"/><path d="M145 80 L255 80 M145 105 L225 105" stroke="${l}" stroke-width="10" stroke-linecap="round" opacity=".7"/>`,
  speaker: ({ c, d, l }) =>
    `<rect x="90" y="50" width="220" height="310" rx="36" fill="${c}"/><circle cx="200" cy="250" r="70" fill="${d}"/><circle cx="200" cy="250" r="30" fill="${l}" opacity=".6"/><circle cx="200" cy="120" r="30" fill="${d}"/><circle cx="200" cy="120" r="12" fill="${l}" opacity=".6"/>`,
  lamp: ({ c, d, l }) =>
    `<path d="M120 60 L280 60 L330 200 L70 200 Z" fill="${c}"/><rect x="190" y="200" width="20" height="130" fill="${d}"/><rect x="120" y="330" width="160" height="30" rx="14" fill="${d}"/><ellipse cx="200" cy="205" rx="70" ry="14" fill="${l}" opacity=".8"/>`,
  plant: ({ c, d, l }) =>
    `<path d="M200 230 C120 200 90 120 110 60 C170 80 200 150 200 230 Z" fill="#4f8a5b"/><path d="M200 230 C280 200 310 120 290 60 C230 80 200 150 200 230 Z" fill="#63a36f"/><path d="M200 240 C190 160 200 100 200 40" stroke="#3d6e47" stroke-width="8" fill="none"/><path d="M120 230 L280 230 L260 370 L140 370 Z" fill="${c}"/><rect x="110" y="220" width="180" height="30" rx="8" fill="${d}"/><path d="M150 270 L250 270" stroke="${l}" stroke-width="6" opacity=".5"/>`,
  mug: ({ c, d, l }) =>
    `<path d="M270 140 C350 140 350 270 270 270" fill="none" stroke="${d}" stroke-width="26"/><rect x="80" y="100" width="200" height="240" rx="26" fill="${c}"/><ellipse cx="180" cy="108" rx="96" ry="16" fill="${d}" opacity=".6"/><path d="M150 60 C140 40 165 30 155 10 M200 60 C190 40 215 30 205 10" stroke="${l}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  candle: ({ c, d, l }) =>
    `<path d="M200 40 C230 80 225 115 200 125 C175 115 170 80 200 40 Z" fill="#f6b73c"/><rect x="196" y="120" width="8" height="30" fill="#333"/><rect x="110" y="150" width="180" height="210" rx="24" fill="${c}"/><rect x="110" y="150" width="180" height="36" rx="18" fill="${d}" opacity=".5"/><rect x="140" y="230" width="120" height="60" rx="10" fill="${l}" opacity=".8"/>`,
  pillow: ({ c, d, l }) =>
    `<path d="M60 90 C140 60 260 60 340 90 C370 170 370 230 340 310 C260 340 140 340 60 310 C30 230 30 170 60 90 Z" fill="${c}"/><path d="M90 120 C160 100 240 100 310 120" stroke="${l}" stroke-width="8" fill="none" opacity=".6"/><circle cx="200" cy="200" r="14" fill="${d}"/>`,
  ring: ({ c, d, l }) =>
    `<circle cx="200" cy="230" r="110" fill="none" stroke="${c}" stroke-width="30"/><circle cx="200" cy="230" r="110" fill="none" stroke="${l}" stroke-width="6" opacity=".6"/><path d="M160 110 L200 60 L240 110 L200 135 Z" fill="${l}" stroke="${d}" stroke-width="4"/>`,
  necklace: ({ c, d, l }) =>
    `<path d="M60 40 C60 230 340 230 340 40" fill="none" stroke="${c}" stroke-width="10"/><path d="M200 190 L240 240 L200 320 L160 240 Z" fill="${c}"/><path d="M200 205 L225 240 L200 295 Z" fill="${l}" opacity=".7"/><circle cx="200" cy="190" r="12" fill="${d}"/>`,
  earrings: ({ c, d, l }) =>
    `<circle cx="130" cy="90" r="16" fill="${d}"/><circle cx="270" cy="90" r="16" fill="${d}"/><circle cx="130" cy="220" r="80" fill="none" stroke="${c}" stroke-width="22"/><circle cx="270" cy="220" r="80" fill="none" stroke="${c}" stroke-width="22"/><path d="M70 190 C80 160 100 150 120 145" stroke="${l}" stroke-width="6" fill="none"/><path d="M210 190 C220 160 240 150 260 145" stroke="${l}" stroke-width="6" fill="none"/>`,
  bracelet: ({ c, d, l }) =>
    `<ellipse cx="200" cy="200" rx="150" ry="110" fill="none" stroke="${c}" stroke-width="26"/><ellipse cx="200" cy="200" rx="150" ry="110" fill="none" stroke="${l}" stroke-width="6" stroke-dasharray="4 22" opacity=".8"/><circle cx="200" cy="310" r="22" fill="${d}"/>`,
  bowl: ({ c, d, l }) =>
    `<path d="M40 170 L360 170 C360 280 290 340 200 340 C110 340 40 280 40 170 Z" fill="${c}"/><ellipse cx="200" cy="170" rx="160" ry="30" fill="${d}"/><ellipse cx="200" cy="166" rx="140" ry="20" fill="${l}" opacity=".6"/><path d="M90 230 C140 260 260 260 310 230" stroke="${l}" stroke-width="8" fill="none" opacity=".5"/>`,
  bone: ({ c, d, l }) =>
    `<g transform="rotate(-25 200 200)"><rect x="100" y="170" width="200" height="60" fill="${c}"/><circle cx="100" cy="165" r="40" fill="${c}"/><circle cx="100" cy="235" r="40" fill="${c}"/><circle cx="300" cy="165" r="40" fill="${c}"/><circle cx="300" cy="235" r="40" fill="${c}"/><rect x="120" y="185" width="160" height="10" rx="5" fill="${l}" opacity=".6"/><rect x="120" y="212" width="160" height="6" rx="3" fill="${d}" opacity=".4"/></g>`,
  ball: ({ c, d, l }) =>
    `<circle cx="200" cy="200" r="150" fill="${c}"/><path d="M60 150 C150 200 250 200 340 150 M60 250 C150 200 250 200 340 250" stroke="${d}" stroke-width="10" fill="none"/><path d="M200 50 C160 130 160 270 200 350" stroke="${d}" stroke-width="10" fill="none"/><circle cx="140" cy="130" r="30" fill="${l}" opacity=".45"/>`,
  dumbbell: ({ c, d, l }) =>
    `<rect x="110" y="185" width="180" height="30" rx="10" fill="${d}"/><rect x="40" y="110" width="50" height="180" rx="14" fill="${c}"/><rect x="85" y="130" width="40" height="140" rx="12" fill="${c}"/><rect x="310" y="110" width="50" height="180" rx="14" fill="${c}"/><rect x="275" y="130" width="40" height="140" rx="12" fill="${c}"/><rect x="50" y="125" width="10" height="150" rx="5" fill="${l}" opacity=".5"/>`,
  mat: ({ c, d, l }) =>
    `<rect x="40" y="230" width="320" height="80" rx="14" fill="${c}"/><circle cx="310" cy="200" r="70" fill="${c}"/><circle cx="310" cy="200" r="50" fill="${d}" opacity=".5"/><circle cx="310" cy="200" r="30" fill="${c}"/><path d="M60 255 L290 255" stroke="${l}" stroke-width="8" opacity=".5"/>`,
  blocks: ({ c, d, l }) =>
    `<rect x="60" y="220" width="130" height="130" rx="14" fill="${c}"/><rect x="210" y="220" width="130" height="130" rx="14" fill="${d}"/><rect x="135" y="80" width="130" height="130" rx="14" fill="${l}"/><circle cx="125" cy="285" r="24" fill="${l}" opacity=".7"/><path d="M245 320 L275 250 L305 320 Z" fill="${l}" opacity=".7"/><rect x="175" y="120" width="50" height="50" rx="6" fill="${c}" opacity=".7"/>`,
  bear: ({ c, d, l }) =>
    `<circle cx="120" cy="90" r="45" fill="${c}"/><circle cx="280" cy="90" r="45" fill="${c}"/><circle cx="120" cy="90" r="22" fill="${d}"/><circle cx="280" cy="90" r="22" fill="${d}"/><circle cx="200" cy="180" r="110" fill="${c}"/><ellipse cx="200" cy="220" rx="50" ry="38" fill="${l}"/><circle cx="160" cy="160" r="12" fill="#2b2b2b"/><circle cx="240" cy="160" r="12" fill="#2b2b2b"/><ellipse cx="200" cy="205" rx="16" ry="11" fill="#2b2b2b"/><ellipse cx="200" cy="340" rx="95" ry="45" fill="${c}"/>`,
  puzzle: ({ c, d, l }) =>
    `<path d="M70 90 L170 90 C160 50 240 50 230 90 L330 90 L330 190 C370 180 370 260 330 250 L330 340 L70 340 L70 250 C110 260 110 180 70 190 Z" fill="${c}"/><path d="M200 90 L200 340 M70 215 L330 215" stroke="${d}" stroke-width="6" opacity=".5"/><circle cx="130" cy="150" r="18" fill="${l}" opacity=".6"/>`,
  brush: ({ c, d, l }) =>
    `<g transform="rotate(35 200 200)"><rect x="180" y="20" width="40" height="200" rx="18" fill="${c}"/><rect x="176" y="210" width="48" height="50" rx="6" fill="#c0c4ca"/><path d="M176 258 L224 258 C230 310 215 350 200 380 C185 350 170 310 176 258 Z" fill="${d}"/><rect x="188" y="40" width="10" height="150" rx="5" fill="${l}" opacity=".5"/></g>`,
  palette: ({ c, d, l }) =>
    `<path d="M200 50 C320 50 370 130 360 200 C350 260 290 250 270 280 C250 320 290 350 220 355 C110 360 40 290 40 200 C40 110 110 50 200 50 Z" fill="${l}"/><circle cx="130" cy="150" r="26" fill="${c}"/><circle cx="210" cy="110" r="24" fill="${d}"/><circle cx="290" cy="150" r="24" fill="#f2c14e"/><circle cx="115" cy="240" r="24" fill="#2f6db5"/><circle cx="185" cy="290" r="26" fill="#c0392b"/>`,
  yarn: ({ c, d, l }) =>
    `<circle cx="200" cy="200" r="140" fill="${c}"/><path d="M90 120 C170 160 230 160 320 130 M70 190 C160 230 250 230 335 200 M85 265 C170 290 240 290 310 270" stroke="${d}" stroke-width="9" fill="none"/><path d="M150 70 C120 160 140 280 200 338" stroke="${l}" stroke-width="8" fill="none" opacity=".7"/><path d="M330 260 C370 300 380 340 350 370" stroke="${c}" stroke-width="9" fill="none"/>`,
  gift: ({ c, d, l }) =>
    `<rect x="70" y="150" width="260" height="210" rx="14" fill="${c}"/><rect x="55" y="120" width="290" height="60" rx="12" fill="${d}"/><rect x="180" y="120" width="40" height="240" fill="${l}"/><path d="M200 120 C150 60 100 90 140 120 Z M200 120 C250 60 300 90 260 120 Z" fill="${l}" stroke="${d}" stroke-width="5"/>`,
  pot: ({ c, d, l }) =>
    `<path d="M90 130 L310 130 L280 360 L120 360 Z" fill="${c}"/><rect x="75" y="100" width="250" height="50" rx="12" fill="${d}"/><path d="M120 200 C170 220 230 220 280 200" stroke="${l}" stroke-width="8" fill="none" opacity=".6"/><path d="M130 260 C175 275 225 275 270 260" stroke="${l}" stroke-width="8" fill="none" opacity=".4"/>`,
  leaf: ({ c, d, l }) =>
    `<path d="M70 330 C50 180 150 60 340 50 C350 240 230 350 70 330 Z" fill="${c}"/><path d="M70 330 C150 250 230 160 320 70" stroke="${d}" stroke-width="9" fill="none"/><path d="M140 260 L120 190 M190 210 L180 140 M240 160 L240 100 M150 250 L220 250 M200 200 L270 195" stroke="${l}" stroke-width="5" opacity=".6"/>`,
  cable: ({ c, d, l }) =>
    `<path d="M80 100 C80 350 320 50 320 300" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/><rect x="50" y="40" width="60" height="70" rx="10" fill="${d}"/><rect x="65" y="20" width="30" height="25" rx="4" fill="#c0c4ca"/><rect x="290" y="290" width="60" height="70" rx="10" fill="${d}"/><rect x="305" y="355" width="30" height="25" rx="4" fill="#c0c4ca"/><rect x="62" y="55" width="10" height="40" rx="5" fill="${l}" opacity=".5"/>`,
  bike: ({ c, d, l }) =>
    `<circle cx="100" cy="270" r="75" fill="none" stroke="${d}" stroke-width="14"/><circle cx="300" cy="270" r="75" fill="none" stroke="${d}" stroke-width="14"/><path d="M100 270 L170 150 L280 150 L300 270 M170 150 L210 270 L280 150 M210 270 L100 270" stroke="${c}" stroke-width="14" fill="none" stroke-linejoin="round"/><path d="M150 130 L195 130 M280 150 L270 110 L300 100" stroke="${c}" stroke-width="12" stroke-linecap="round" fill="none"/><circle cx="210" cy="270" r="14" fill="${l}"/>`,
  tent: ({ c, d, l }) =>
    `<path d="M200 50 L370 350 L30 350 Z" fill="${c}"/><path d="M200 50 L280 350 L120 350 Z" fill="${d}"/><path d="M200 180 L240 350 L160 350 Z" fill="${l}" opacity=".8"/><path d="M200 50 L200 20" stroke="${d}" stroke-width="8"/>`,
};

/** A product illustration (800 × 800): a soft gradient scene with the product drawn in its colour. */
export function productImageSvg(image: Pick<ImageDescriptor, 'motif' | 'colour' | 'background' | 'seed' | 'alt'>): string {
  const { motif, colour, background, seed } = image;
  const paint: Paint = { c: colour, d: shade(colour, -0.28), l: shade(colour, 0.55) };
  const draw = MOTIFS[motif] ?? MOTIFS.gift;
  const bubble = (n: number) => {
    const x = 80 + ((seed >> (n * 3)) % 640);
    const y = 60 + ((seed >> (n * 4 + 1)) % 300);
    const r = 40 + ((seed >> (n * 2 + 2)) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.18 + n * 0.07).toFixed(2)}"/>`;
  };
  const tilt = ((seed % 9) - 4) * 1.5;
  // A few sparkles or dots, placed by the seed: small differences between products of one kind.
  const sparkles = Array.from({ length: 3 + (seed % 4) }, (_, i) => {
    const x = 90 + ((seed >> (i * 5 + 3)) % 620);
    const y = 90 + ((seed >> (i * 3 + 7)) % 180) + (i % 2) * 330;
    const r = 5 + ((seed >> i) % 7);
    return seed % 2
      ? `<path d="M${x} ${y - r * 2} L${x + r / 2} ${y - r / 2} L${x + r * 2} ${y} L${x + r / 2} ${y + r / 2} L${x} ${y + r * 2} L${x - r / 2} ${y + r / 2} L${x - r * 2} ${y} L${x - r / 2} ${y - r / 2} Z" fill="${paint.l}" opacity="0.7"/>`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="${paint.c}" opacity="0.18"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
    `<title>${image.alt.replace(/[<&>"]/g, '')}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="800" height="800" fill="url(#bg)"/>',
    bubble(0),
    bubble(1),
    bubble(2),
    '<circle cx="400" cy="380" r="330" fill="url(#glow)"/>',
    sparkles,
    `<rect x="0" y="640" width="800" height="160" fill="${background[1]}" opacity="0.55"/>`,
    '<ellipse cx="400" cy="665" rx="270" ry="36" fill="url(#shadow)"/>',
    `<g transform="translate(150 140) scale(1.25) rotate(${tilt} 200 200)">${draw(paint)}</g>`,
    '</svg>',
  ].join('');
}
