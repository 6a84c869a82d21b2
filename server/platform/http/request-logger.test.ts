import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger } from './request-logger.ts';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { root: pino({ level }, stream) as unknown as FastifyBaseLogger, lines };
}

describe('LazyChildLogger', () => {
  it('makes no child while nothing is logged at an enabled level', () => {
    const { root, lines } = logger('warn');
    const log = new LazyChildLogger(root, { reqId: 'r-1' }, {});
    log.info('incoming request');
    log.debug('detail');
    log.trace('more');
    expect(log.isMade).toBe(false);
    expect(lines).toEqual([]);
  });

  it('logs enabled levels through a real child that carries the request id', async () => {
    const { root, lines } = logger('warn');
    const log = new LazyChildLogger(root, { reqId: 'r-2' }, {});
    log.error({ statusCode: 500 }, 'request errored');
    log.warn('slow');
    await new Promise((r) => setImmediate(r));
    expect(log.isMade).toBe(true);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r-2', 'request errored'],
      ['r-2', 'slow'],
    ]);
    expect(lines[0]!.statusCode).toBe(500);
  });

  it("follows a level set on it, and the child options' level", async () => {
    const { root, lines } = logger('warn');
    const a = new LazyChildLogger(root, { reqId: 'a' }, {});
    a.level = 'debug';
    a.debug('now shown');
    const b = new LazyChildLogger(root, { reqId: 'b' }, { level: 'error' });
    b.warn('hidden');
    const c = new LazyChildLogger(root, { reqId: 'c' }, {});
    c.level = 'silent';
    c.fatal('hidden too');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['a', 'now shown']]);
    expect([b.isMade, c.isMade]).toEqual([false, false]);
  });
});

describe('LazyChildLogger, what pino callers use', () => {
  it('answers bindings() and isLevelEnabled() without making the child', () => {
    const { root } = logger('info');
    const log = new LazyChildLogger(root, { reqId: 'r-9' }, {});
    expect(log.bindings()).toEqual({ reqId: 'r-9' });
    expect([log.isLevelEnabled('debug'), log.isLevelEnabled('info'), log.isLevelEnabled('error')]).toEqual([false, true, true]);
    expect(log.isMade).toBe(false);
  });
});
