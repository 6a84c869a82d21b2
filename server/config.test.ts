import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const root = path.resolve(import.meta.dirname, '..');
const isGitCheckout = fs.existsSync(path.join(root, '.git'));

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      SERVE_WEB: true,
      WORKER: 'on',
      TRUST_PROXY: false,
      LOGIN_RATE_LIMIT: 10,
      LOGIN_RATE_WINDOW_MINUTES: 15,
      SIGNUP_RATE_LIMIT: 20,
      SESSION_DAYS: 30,
      FACILITY_TZ: 'America/New_York',
      BUSINESS_NAME: 'Octane Sports Performance',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.APP_ORIGIN).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('reads numbers, booleans and URLs from their text', () => {
    const c = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'off',
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT: '3',
      DATABASE_URL: 'postgresql://u@db:5432/app',
      REDIS_URL: 'rediss://cache:6380',
      APP_ORIGIN: 'https://train.example.com',
      FACILITY_TZ: 'Europe/Berlin',
    });
    expect(c.PORT).toBe(8080);
    expect(c.SEED_DEMO).toBe(false);
    expect(c.TRUST_PROXY).toBe(true);
    expect(c.LOGIN_RATE_LIMIT).toBe(3);
    expect(c.DATABASE_URL).toBe('postgresql://u@db:5432/app');
    expect(c.REDIS_URL).toBe('rediss://cache:6380');
    expect(c.FACILITY_TZ).toBe('Europe/Berlin');
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n\s+PORT: /);
  });

  it('refuses a PORT out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: /);
  });

  it('refuses a DATABASE_URL that is not a postgres:// URL, saying so', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@db/app' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it('refuses an unknown FACILITY_TZ, quoting it', () => {
    expect(() => loadConfig({ FACILITY_TZ: 'Mars/Olympus_Mons' })).toThrow(/FACILITY_TZ: unknown time zone "Mars\/Olympus_Mons"/);
  });

  it('refuses a bad boolean and a bad log level, naming each variable', () => {
    let message = '';
    try {
      loadConfig({ SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SEED_DEMO: /);
    expect(message).toMatch(/LOG_LEVEL: /);
  });

  it('refuses payment and mail secrets of the wrong shape, naming each', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY: must start with sk_/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('never repeats a refused secret in its message', () => {
    const bad = { DATABASE_URL: 'mysql://root:s3cret-pw@db/app', STRIPE_SECRET_KEY: 'rk_s3cret-key', SMTP_URL: 'smtp:/user:s3cret-mail@x' };
    expect(() => loadConfig(bad)).toThrow(/DATABASE_URL/);
    try {
      loadConfig(bad);
    } catch (err) {
      expect((err as Error).message).not.toContain('s3cret');
    }
  });

  it('refuses a Stripe secret key without the publishable key and the webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are needed too/);
    const c = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' });
    expect(c.STRIPE_SECRET_KEY).toBe('sk_test_123');
  });

  it('treats an empty string as unset, so the default applies', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', FACILITY_TZ: '', SEED_DEMO: '', APP_ORIGIN: '' });
    expect(c.PORT).toBe(5000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.FACILITY_TZ).toBe('America/New_York');
    expect(c.SEED_DEMO).toBe(true);
    expect(c.APP_ORIGIN).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });
});

describe.runIf(isGitCheckout)('secrets stay out of the repository', () => {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    } catch (err) {
      // git grep exits with 1 when nothing matches.
      if ((err as { status?: number }).status === 1) return '';
      throw err;
    }
  };

  it('tracks no .env file and ignores .env', () => {
    const tracked = git('ls-files').split('\n');
    expect(tracked.filter((f) => /(^|\/)\.env(\.|$)/.test(f) && !f.endsWith('.example'))).toEqual([]);
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });

  it('holds no private keys, live Stripe keys or AWS access keys in tracked files', () => {
    const patterns = ['-----BEGIN [A-Z ]*PRIVATE KEY-----', '(sk|rk)_live_[0-9A-Za-z]{16,}', 'whsec_[0-9A-Za-z]{24,}', 'AKIA[0-9A-Z]{16}'];
    const hits = git('grep', '-I', '-n', '-E', '-e', patterns.join('|'), '--', '.', ':!package-lock.json', ':!node_modules');
    expect(hits).toBe('');
  });
});
