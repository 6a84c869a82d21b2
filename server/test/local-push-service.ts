import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for the tests (decision 058): https with a certificate made for the
 * run (web-push speaks https only), recording each request and decrypting its aes128gcm payload
 * (RFC 8291) with the fake browser's private key. Paths listed in `gone` answer 410.
 */
export interface Delivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: { title: string; body: string; url: string; tag: string };
}

export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  path: string;
}

export interface LocalPushService {
  origin: string;
  agent: https.Agent;
  deliveries: Delivery[];
  gone: Set<string>;
  device: () => FakeDevice;
  close: () => Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

function decrypt(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLen);
  const ciphertext = body.subarray(21 + idLen);
  const uaPublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(serverPublic);
  const prkKey = hmac(authSecret, secret);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const key = fs.readFileSync(keyFile);
  const cert = fs.readFileSync(certFile);
  fs.rmSync(dir, { recursive: true, force: true });
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const deliveries: Delivery[] = [];
  const gone = new Set<string>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = req.url ?? '';
      if (gone.has(p)) {
        res.writeHead(410).end();
        return;
      }
      const browser = browsers.get(p);
      if (!browser || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth)) as Delivery['payload'];
      deliveries.push({ path: p, headers: req.headers, payload });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    deliveries,
    gone,
    device: () => {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const p = `/push/${crypto.randomBytes(12).toString('hex')}`;
      browsers.set(p, { ecdh, auth });
      return { endpoint: `${origin}${p}`, path: p, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
