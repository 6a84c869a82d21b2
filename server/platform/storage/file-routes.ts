import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import type { LocalStorage } from './local-storage.ts';
import { sniffMedia } from './sniff.ts';
import { msg } from '../../../common/messages/index.ts';

class TooLarge extends Error {}
const DISCARD_MARGIN = 32 * 1024 * 1024;
const UPLOAD_USED = msg('media.uploadLinkUsed');

/**
 * The local driver's signed URLs: PUT streams the body to disk without holding it in memory and
 * stops at the signed size limit (413, nothing left behind); GET streams with range requests.
 */
export async function localFileRoutes(app: FastifyInstance, opts: { storage: LocalStorage }): Promise<void> {
  const { storage } = opts;
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  app.put<{ Params: { '*': string }; Querystring: { exp?: string; max?: string; sig?: string } }>(
    '/files/upload/*',
    { schema: { hide: true }, bodyLimit: Number.MAX_SAFE_INTEGER },
    async (req, reply) => {
      const key = req.params['*'];
      const exp = Number(req.query.exp);
      const max = Number(req.query.max);
      if (!storage.verify(['PUT', key, String(exp), String(max)], req.query.sig, exp)) {
        throw new HttpError(403, msg('media.uploadLinkInvalid'));
      }
      // Single use: once the object is complete (and so once it is recorded), the link is spent.
      if (await storage.head(key)) {
        req.raw.resume();
        throw new HttpError(409, UPLOAD_USED);
      }
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > max) {
        req.raw.resume();
        throw new HttpError(413, msg('media.tooLarge'));
      }
      const target = storage.pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      let seen = 0;
      // Past the limit, nothing more is written: the rest is read and dropped (so the client gets a
      // clean 413), up to a margin after which the connection is cut.
      const limiter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          seen += chunk.length;
          if (seen <= max) cb(null, chunk);
          else if (seen > max + DISCARD_MARGIN) cb(new TooLarge());
          else cb();
        },
      });
      try {
        await pipeline(req.body as Readable, limiter, fs.createWriteStream(tmp));
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        if (err instanceof TooLarge) throw new HttpError(413, msg('media.tooLarge'));
        throw err;
      }
      if (seen > max) {
        await fs.promises.rm(tmp, { force: true });
        throw new HttpError(413, msg('media.tooLarge'));
      }
      // link() fails if the target exists: of two PUTs racing on one link, exactly one wins.
      try {
        await fs.promises.link(tmp, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new HttpError(409, UPLOAD_USED);
        throw err;
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
      return reply.code(200).send({ key, size: seen });
    },
  );

  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>('/files/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    const exp = Number(req.query.exp);
    if (!storage.verify(['GET', key, String(exp)], req.query.sig, exp)) throw new HttpError(403, msg('media.fileLinkInvalid'));
    const head = await storage.head(key);
    if (!head) throw new HttpError(404, msg('media.fileNotFound'));
    const start = await storage.readStart(key, 64);
    const type = (await sniffMedia(start))?.mimeType ?? 'application/octet-stream';
    reply.header('content-type', type).header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
    reply.header('x-content-type-options', 'nosniff');
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      let from = range[1] ? Number(range[1]) : head.size - Number(range[2]);
      let to = range[1] && range[2] ? Number(range[2]) : head.size - 1;
      from = Math.max(0, from);
      to = Math.min(to, head.size - 1);
      if (from > to || from >= head.size) {
        return reply.code(416).header('content-range', `bytes */${head.size}`).send();
      }
      reply
        .code(206)
        .header('content-range', `bytes ${from}-${to}/${head.size}`)
        .header('content-length', String(to - from + 1));
      return reply.send(fs.createReadStream(storage.pathOf(key), { start: from, end: to }));
    }
    reply.header('content-length', String(head.size));
    return reply.send(fs.createReadStream(storage.pathOf(key)));
  });
}
