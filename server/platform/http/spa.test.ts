import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, serveSpa, STABLE_NAME } from './spa.ts';

describe('serveSpa', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-spa-'));
  const js = 'export const x = "' + 'a'.repeat(4000) + '";\n';
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.mkdirSync(path.join(root, 'images'));
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js'), js);
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(root, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await app.register(compress, { threshold: 1024 });
    await serveSpa(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('falls back to the gzip copy, then to the file itself', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('gives files with stable names a shorter cache, and no routes to the compressed copies', async () => {
    const svg = await app.inject({ url: '/images/logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['cache-control']).toBe(STABLE_NAME);
    expect((await app.inject({ url: '/assets/app-abc123.js.br' })).statusCode).toBe(404);
  });
});
