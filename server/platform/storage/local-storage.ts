import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './storage.ts';

/**
 * Files under a folder, with HMAC-signed, expiring upload and read URLs that the app itself
 * serves (/files/...). The signature covers the method, the key, the expiry and the size limit.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {
    fs.mkdirSync(root, { recursive: true });
  }

  pathOf(key: string): string {
    const p = path.resolve(this.root, key);
    if (!p.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Bad object key');
    return p;
  }

  sign(parts: string[]): string {
    return crypto.createHmac('sha256', this.secret).update(parts.join('\n')).digest('base64url');
  }

  /** Checks a signature in constant time and the expiry. */
  verify(parts: string[], sig: string | undefined, exp: number): boolean {
    if (!sig || !Number.isFinite(exp) || exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.sign(parts));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  async createUploadUrl(key: string, opts: { maxBytes: number; expiresInSeconds: number }): Promise<string> {
    const exp = Math.floor(Date.now() / 1000) + opts.expiresInSeconds;
    const sig = this.sign(['PUT', key, String(exp), String(opts.maxBytes)]);
    return `/files/upload/${key}?exp=${exp}&max=${opts.maxBytes}&sig=${sig}`;
  }

  async createReadUrl(key: string, opts: { expiresInSeconds: number }): Promise<string> {
    // Rounded expiry: the same URL for a while, so browsers can cache the file.
    const step = 3600;
    const exp = (Math.floor(Date.now() / 1000 / step) + 1) * step + opts.expiresInSeconds;
    return `/files/${key}?exp=${exp}&sig=${this.sign(['GET', key, String(exp)])}`;
  }

  async head(key: string) {
    try {
      const st = await fs.promises.stat(this.pathOf(key));
      return st.isFile() ? { size: st.size } : null;
    } catch {
      return null;
    }
  }

  async readStart(key: string, bytes: number): Promise<Buffer> {
    const fh = await fs.promises.open(this.pathOf(key), 'r');
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await fh.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }

  async localInput(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(tmp));
    await fs.promises.rename(tmp, target);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async listOlderThan(prefix: string, before: Date): Promise<string[]> {
    const base = this.pathOf(`${prefix}/x`).slice(0, -2);
    const out: string[] = [];
    const walk = async (dir: string) => {
      let entries: fs.Dirent[] = [];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) await walk(full);
        else if ((await fs.promises.stat(full)).mtime < before) out.push(path.relative(this.root, full).split(path.sep).join('/'));
      }
    };
    await walk(base);
    return out;
  }
}
