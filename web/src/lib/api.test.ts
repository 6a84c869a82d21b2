import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, isNetworkError, isUnauthorizedError, serverMessage, throwIfResNotOk } from './api';
import { setLanguage } from './i18n/language';

/** An error as a failed call raises it, from its "status: body" text (anything else: a plain Error). */
function apiError(text: string): Error {
  const m = /^(\d{3}): ([\s\S]*)$/.exec(text);
  return m ? new ApiError(Number(m[1]), m[2]!) : new Error(text);
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The init the helper passed to fetch on its only call. */
function sentInit(): RequestInit {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  return fetchMock.mock.calls[0]![1] ?? {};
}

/** Runs an error-raising call and returns its error. */
async function errorOf(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as unknown as QueryFunctionContext<readonly unknown[]>;

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const res = await apiRequest('POST', '/api/auth/login', { email: 'a@example.com', password: 'pw' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login');
    const init = sentInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Language': 'en' });
    expect(init.body).toBe('{"email":"a@example.com","password":"pw"}');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends FormData as it is, with no content type, so the browser sets the boundary', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    await apiRequest('POST', '/api/upload', form);
    const init = sentInit();
    expect(init.body).toBe(form);
    expect(init.credentials).toBe('include');
    // No content type (the browser sets the boundary): only the app's language.
    expect(init.headers).toEqual({ 'Accept-Language': 'en' });
  });

  it('sends no body and no content type when there is no data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('POST', '/api/auth/logout');
    const init = sentInit();
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ 'Accept-Language': 'en' });
    expect(init.credentials).toBe('include');
  });

  it("sends the app's language, not the browser's, so the server answers staff-entered text in it (decision 066)", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    setLanguage('es', false);
    try {
      await apiRequest('GET', '/api/training-programs');
      expect(sentInit().headers).toEqual({ 'Accept-Language': 'es' });
    } finally {
      setLanguage('en', false);
    }
  });

  it('raises "status: body" on a non-success response', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'An account with this email already exists' }, 409));
    const err = await errorOf(apiRequest('POST', '/api/auth/signup', {}));
    expect(err.message).toBe('409: {"message":"An account with this email already exists"}');
  });

  it('lets a fetch failure through as it is (a TypeError, recognised as a network error)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await errorOf(apiRequest('GET', '/api/site'));
    expect(err).toBeInstanceOf(TypeError);
    expect(isNetworkError(err)).toBe(true);
  });
});

describe('throwIfResNotOk', () => {
  it('does nothing for a success', async () => {
    await expect(throwIfResNotOk(new Response('fine', { status: 200 }))).resolves.toBeUndefined();
  });

  it('uses the body text after the status', async () => {
    const err = await errorOf(throwIfResNotOk(new Response('plain words', { status: 500, statusText: 'Internal Server Error' })));
    expect(err.message).toBe('500: plain words');
  });

  it('uses the status text when the body is empty', async () => {
    const err = await errorOf(throwIfResNotOk(new Response(null, { status: 503, statusText: 'Service Unavailable' })));
    expect(err.message).toBe('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the first key element as the path, with credentials, and reads JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ id: 1 }]));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/content-feed', 'ignored']));
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/content-feed');
    const init = sentInit();
    expect(init.credentials).toBe('include');
    expect(init.method ?? 'GET').toBe('GET');
  });

  it('prefixes a slash when the key has none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await getQueryFn({ on401: 'throw' })(queryContext(['api/site']));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/site');
  });

  it('returns null on 401 with on401 returnNull', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Unauthorized' }, 401));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });

  it('raises a recognisable 401 error with on401 throw', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Unauthorized' }, 401));
    const err = await errorOf(Promise.resolve(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))));
    expect(err.message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(err)).toBe(true);
  });

  it('raises other failures even with on401 returnNull', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Something went wrong on our side.' }, 500));
    const err = await errorOf(Promise.resolve(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))));
    expect(err.message).toMatch(/^500: /);
  });
});

describe('isUnauthorizedError', () => {
  it.each([
    ['401: Unauthorized', true],
    ['401: {"message":"Unauthorized"}', true],
    ['403: Unauthorized', false],
    ['401: Forbidden', false],
    ['Error 401: Unauthorized', false],
  ])('%j is %s', (message, expected) => {
    expect(isUnauthorizedError(apiError(message))).toBe(expected);
  });

  it('is false for something that is not an Error', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe('serverMessage', () => {
  const fallback = 'Signup failed. Please try again.';

  it('reads the message of a JSON body', () => {
    expect(serverMessage(apiError('409: {"message":"An account with this email already exists"}'), fallback)).toBe('An account with this email already exists');
  });

  it('falls back when the JSON body has no message, or an empty one, or not a string', () => {
    expect(serverMessage(apiError('400: {"error":"x"}'), fallback)).toBe(fallback);
    expect(serverMessage(apiError('400: {"message":""}'), fallback)).toBe(fallback);
    expect(serverMessage(apiError('400: {"message":42}'), fallback)).toBe(fallback);
  });

  it('falls back for a plain-text body such as a status text (never "Internal Server Error" in a toast)', () => {
    expect(serverMessage(apiError('502: Bad Gateway'), fallback)).toBe(fallback);
    expect(serverMessage(apiError('500: Internal Server Error'), 'Failed to cancel session. Please try again.')).toBe(
      'Failed to cancel session. Please try again.',
    );
  });

  it('falls back for a long plain-text body such as an HTML error page', () => {
    expect(serverMessage(apiError(`502: <html>${'x'.repeat(300)}</html>`), fallback)).toBe(fallback);
  });

  it('falls back for an error not raised by the request helpers, and for a non-error', () => {
    expect(serverMessage(apiError('Failed to fetch'), fallback)).toBe(fallback);
    expect(serverMessage('409: {"message":"x"}', fallback)).toBe(fallback);
    expect(serverMessage(undefined, fallback)).toBe(fallback);
  });

  it('reads a multi-line body', () => {
    expect(serverMessage(apiError('400: {\n"message": "Please fill in all required fields"\n}'), fallback)).toBe('Please fill in all required fields');
  });
});

describe('isNetworkError', () => {
  it('is true for a TypeError only', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(apiError('500: x'))).toBe(false);
  });
});
