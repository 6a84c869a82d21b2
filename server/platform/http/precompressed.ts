import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isSnapshotJson } from '../cache/memo.ts';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    promisify(zlib.brotliCompress)(json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
  gzip: (json) => promisify(zlib.gzip)(json, { level: 6 }),
};

// Browsers send a handful of distinct headers: remember the answer for each (bounded).
const chosen = new Map<string, Encoding | null>();

/** The encoding to answer with for an Accept-Encoding header, or null for none (identity). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header.toLowerCase(), [...ENCODINGS]);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

/**
 * Shared JSON answers (the feed, the catalogue, a user's cached bookings: memo() values, see
 * decision 016) are compressed once per encoding and the bytes reused while the value lives,
 * instead of being compressed again for every browser that asks (@fastify/compress streams each
 * response through zlib). Anything else still goes to @fastify/compress: register this before it.
 */
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();
const ready = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** The shared JSON's bytes in this encoding if they have been compressed already (hot-answers.ts). */
export function compressedNow(json: Buffer, encoding: Encoding): Buffer | undefined {
  return ready.get(json)?.[encoding];
}

export function registerPrecompressedSnapshots(app: FastifyInstance, threshold: number): void {
  // Callback style: any other answer passes through without a promise.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!isSnapshotJson(payload) || payload.length < threshold) return done(null, payload);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    let variants = compressed.get(payload);
    if (!variants) compressed.set(payload, (variants = {}));
    const pending = (variants[encoding] ??= compressors[encoding](payload));
    pending.then(
      (body) => {
        let finished = ready.get(payload);
        if (!finished) ready.set(payload, (finished = {}));
        finished[encoding] = body;
        reply.header('content-encoding', encoding);
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
        done(null, body);
      },
      (err: Error) => {
        // Not kept: the next request tries again.
        if (variants[encoding] === pending) delete variants[encoding];
        done(err);
      },
    );
  });
}
