/**
 * The specification's shared request behaviour (§7 of both documents): credentials on every
 * request, JSON in and out, and non-OK answers as errors reading "{status}: {body or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }` when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, body, response.statusText);
  }
}

/** The generic write helper: method, URL and an optional JSON payload. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default read: GET the path made by joining the query key's segments with slashes. */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
