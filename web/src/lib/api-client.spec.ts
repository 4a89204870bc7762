import { ApiError, apiRequest, getQueryFn } from './api-client';
import { createQueryClient } from './query-client';

function respond(status: number, body: string, statusText = '') {
  return jest.fn().mockResolvedValue(new Response(body || null, { status, statusText, headers: { 'Content-Type': 'application/json' } }));
}

describe('shared request behaviour', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('writes JSON with credentials when there is a payload, and nothing else without one', async () => {
    const fetchMock = respond(200, '{}');
    global.fetch = fetchMock;
    await apiRequest('POST', '/api/contact', { name: 'Ana' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Ana"}', credentials: 'include' });
    await apiRequest('DELETE', '/api/x');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/x', { method: 'DELETE', headers: {}, body: undefined, credentials: 'include' });
  });

  it('turns a non-OK answer into "{status}: {body}" or "{status}: {status text}" when the body is empty', async () => {
    global.fetch = respond(429, '{"statusCode":429,"message":"Previše zahteva."}');
    const error = await apiRequest('POST', '/api/newsletter', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('429: {"statusCode":429,"message":"Previše zahteva."}');
    expect((error as ApiError).serverMessage).toBe('Previše zahteva.');
    global.fetch = respond(500, '', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/y')).rejects.toThrow('500: Internal Server Error');
  });

  it('reads with GET on the key joined by slashes, and throws on 401 by default', async () => {
    const fetchMock = respond(200, '[{"id":1}]');
    global.fetch = fetchMock;
    await expect(getQueryFn()({ queryKey: ['/api/stores', 7, 'logs'] })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/stores/7/logs', { credentials: 'include' });
    global.fetch = respond(401, 'Unauthorized');
    await expect(getQueryFn()({ queryKey: ['/api/admin/session'] })).rejects.toThrow('401: Unauthorized');
    global.fetch = respond(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/admin/session'] })).resolves.toBeNull();
  });

  it('configures queries to never retry, never refetch on focus or interval, and never go stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
