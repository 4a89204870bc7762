import { Resvg } from '@resvg/resvg-js';

/** SVG → PNG with resvg (Rust, prebuilt binaries; no browser, no system libraries). */
export function svgToPng(svg: string, width?: number): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: width ? { mode: 'width', value: width } : { mode: 'original' }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}

/** A small least-recently-used cache: rendering costs ~10 ms, serving from memory ~0. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
