import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { snapshotJsonOf } from '../cache/memo.ts';
import { languageFromHeader, type Language } from '../i18n/language.ts';
import { chooseEncoding, compressedNow } from './precompressed.ts';

/** A caller's request id (trimmed, at most 64 characters) or a new one: an empty header must not give an empty id. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return (typeof given === 'string' ? given.trim().slice(0, 64) : '') || crypto.randomUUID();
}

/** Whether a Cookie header may carry a session (`sid` or `__Host-sid`): then the account's language counts. */
const hasSessionCookie = (cookie: string | undefined) => cookie !== undefined && /(?:^|[;\s])(?:__Host-)?sid=/.test(cookie);

/** A shared read cache (memo()) whose fresh value, if any, can be read without loading. */
export interface HotSource {
  peek(): object | undefined;
}

/**
 * The public answers every page asks for (the feed, the catalogue) answered straight from the
 * node's read cache, in front of Fastify (decision 018): when the cache holds a fresh value that a
 * normal response has already serialized (and, for the asked encoding, compressed), the same bytes
 * go out with the same headers without routing, hooks or handler. Anything else (another method,
 * a query string, a cold or dropped cache, an encoding not made yet) goes to Fastify, which fills
 * the cache for the next request. The cache rules stay decision 016's: dropped by every
 * state-changing request on this node, `READ_CACHE_MS` across nodes.
 */
export class HotAnswers {
  private readonly sources = new Map<string, Record<Language, HotSource>>();
  private headers: Record<string, string> = {};
  /** Called for every answer given here (metrics). */
  onServed?: (route: string, seconds: number) => void;
  /** Answers given here (tests). */
  served = 0;

  /** @param threshold the size under which JSON goes out uncompressed (as @fastify/compress does). */
  constructor(private readonly threshold: number) {}

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with its timeouts, asking this
   * first on every request.
   */
  serverFactory = (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    opts: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number },
  ): http.Server => {
    const server = http.createServer((req, res) => {
      if (!this.serve(req, res)) handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };

  /**
   * Serve GET `url` (exactly, no query string) from the source of the request's language once it is
   * warm (decision 066: staff-entered text is answered in the reader's language). A request with a
   * session cookie goes to Fastify: its account's language may differ from its Accept-Language.
   */
  add(url: string, sources: Record<Language, HotSource>): void {
    this.sources.set(url, sources);
  }

  /** The headers every API answer carries (the data security headers). */
  setHeaders(headers: Record<string, string>): void {
    this.headers = headers;
  }

  /** Answers the request if it can; false hands it on to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const sources = this.sources.get(req.url);
    if (!sources || hasSessionCookie(req.headers.cookie)) return false;
    const started = performance.now();
    const data = sources[languageFromHeader(req.headers['accept-language'])].peek();
    const json = data && snapshotJsonOf(data);
    if (!json) return false;
    const encoding = json.length >= this.threshold ? chooseEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? compressedNow(json, encoding) : json;
    if (!body) return false;
    const headers: Record<string, string | number> = {
      'x-request-id': requestIdOf(req),
      ...this.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    };
    if (encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers);
    res.end(body);
    this.served += 1;
    this.onServed?.(req.url, (performance.now() - started) / 1000);
    return true;
  }
}
