import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@common/endpoint';
import { ApiError } from './api';
import type { ShellEndpoint } from '@common/shell-endpoints';
import { apiQuery, callApi, callUnparsed, keyOf, unparsedQuery, urlOf } from './api-client';

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
    const fn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    const signal = new AbortController().signal;
    await expect(fn({ signal })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(signal);
  });
});

describe('several answers, files and multipart bodies (decision 072)', () => {
  const job = endpoint({
    method: 'GET',
    path: '/api/job/:id',
    params: z.object({ id: z.number() }),
    responses: { 200: z.object({ result: z.string() }), 202: z.object({ progress: z.number() }) },
  });

  it('parses each answer with the schema of its status, and answers { status, data }', async () => {
    fetchMock.mockResolvedValueOnce(json({ progress: 40 }, 202));
    await expect(callApi(job, { params: { id: 1 } })).resolves.toEqual({ status: 202, data: { progress: 40 } });
    fetchMock.mockResolvedValueOnce(json({ result: 'done' }));
    await expect(callApi(job, { params: { id: 1 } })).resolves.toEqual({ status: 200, data: { result: 'done' } });
    fetchMock.mockResolvedValueOnce(json({ result: 'done' }, 202));
    await expect(callApi(job, { params: { id: 1 } })).rejects.toThrow();
  });

  it('answers a file as a Blob', async () => {
    const csv = endpoint({ method: 'GET', path: '/api/report.csv', file: 'text/csv' });
    fetchMock.mockResolvedValue(new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }));
    const blob = await callApi(csv);
    expect(await blob.text()).toBe('a,b\n');
  });

  it('sends a multipart body as form data: the fields as text, the file in its declared field', async () => {
    const upload = endpoint({
      method: 'POST',
      path: '/api/upload',
      body: z.object({ title: z.string(), athleteId: z.number().optional() }),
      multipart: { file: { field: 'media', maxBytes: 10, tooLarge: 'Too large' } },
      response: z.object({ id: z.number() }),
    });
    fetchMock.mockResolvedValue(json({ id: 9 }, 201));
    const file = new Blob(['abc']);
    await expect(callApi(upload, { body: { title: 'Sprint', athleteId: undefined }, file })).resolves.toEqual({ id: 9 });
    const form = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['title', 'media']);
    expect(form.get('title')).toBe('Sprint');
  });
});

describe('callUnparsed and unparsedQuery (the shell, no zod)', () => {
  const user = { method: 'GET', path: '/api/auth/user' } as ShellEndpoint<typeof list>;

  it('calls the path and answers the JSON as it came, without the schema', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'not checked' }]));
    await expect(callUnparsed(user)).resolves.toEqual([{ id: 'not checked' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user');
  });

  it('gives the key apiQuery gives the same path', () => {
    expect(unparsedQuery(user).queryKey).toEqual(keyOf({ ...list, path: '/api/auth/user' }));
  });
});
