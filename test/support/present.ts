/** `value`, or a failure naming what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
