import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@common/endpoint';
import { ApiError } from './api';
import { apiQuery, callApi, keyOf, urlOf } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const list = endpoint({
  method: 'GET',
  path: '/api/things',
  query: z.object({ from: z.string().optional(), weeks: z.number().optional() }),
  response: z.array(z.object({ id: z.number() })),
});
const buy = endpoint({
  method: 'POST',
  path: '/api/things/:id/buy',
  params: z.object({ id: z.number() }),
  body: z.object({ card: z.string() }),
  response: z.object({ ok: z.literal(true) }),
});

describe('urlOf', () => {
  it('fills path parameters, encoded, and adds the query without undefined values', () => {
    expect(urlOf(buy, { params: { id: 7 } })).toBe('/api/things/7/buy');
    expect(urlOf({ path: '/api/p/:slug' }, { params: { slug: 'a b/c' } })).toBe('/api/p/a%20b%2Fc');
    expect(urlOf(list, { query: { from: '2026-11-27', weeks: undefined } })).toBe('/api/things?from=2026-11-27');
    expect(urlOf(list)).toBe('/api/things');
  });

  it('refuses a missing path parameter instead of calling a wrong address', () => {
    expect(() => urlOf(buy, {})).toThrow(/parameter id is missing/);
  });
});

describe('keyOf', () => {
  it('starts with the path, so prefix invalidation by path keeps working', () => {
    expect(keyOf(list)).toEqual(['/api/things']);
    expect(keyOf(list, { query: { weeks: 8 } })).toEqual(['/api/things', { weeks: 8 }]);
    expect(keyOf(buy, { params: { id: 3 }, body: { card: 'pm_1' } })).toEqual(['/api/things/3/buy', { card: 'pm_1' }]);
  });
});

describe('callApi', () => {
  it('sends the body as JSON and answers the checked response', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(callApi(buy, { params: { id: 3 }, body: { card: 'pm_1' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/3/buy');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"card":"pm_1"}');
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'one' }]));
    await expect(callApi(list)).rejects.toThrow();
  });

  it('raises an ApiError with the status for a failed call', async () => {
    fetchMock.mockResolvedValue(json({ message: 'This session is full.' }, 409));
    const error = await callApi(buy, { params: { id: 3 }, body: { card: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe('This session is full.');
  });
});

describe('apiQuery', () => {
  it('gives the key and a query function that calls the endpoint', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }]));
    const options = apiQuery(list, { query: { from: 'x' } });
    expect(options.queryKey).toEqual(['/api/things', { from: 'x' }]);
    const fn = options.queryFn as () => Promise<unknown>;
    await expect(fn()).resolves.toEqual([{ id: 1 }]);
  });
});
