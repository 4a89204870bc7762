import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (it costs ~9 KB gzip and its set-up time on the landing
 * page): kit components take extra classes that add to their own, never ones that fight them —
 * pick a variant or size instead of overriding a base utility.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
