import type { NextFunction, Request, Response } from 'express';

/** Deeper than any body the API accepts (a custom order is 3 levels), with headroom. */
export const MAX_JSON_DEPTH = 8;

/** Depth of a parsed JSON value, measured without recursion (a hostile body cannot overflow the stack). */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Rejects absurdly nested JSON before validation: class-transformer recurses, and a body of a few
 * thousand nested arrays would overflow the stack and answer 500 instead of 400.
 */
export function rejectDeepBodies(request: Request, response: Response, next: NextFunction): void {
  if (request.body && typeof request.body === 'object' && jsonDepth(request.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    response.status(400).json({ statusCode: 400, message: 'The request body is nested too deeply.' });
    return;
  }
  next();
}
