import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { migrate, openDatabase, type Database } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';
import { emailChanges, users } from '../db/schema/users.ts';

/**
 * A real app on a fresh, migrated database: in-memory PGlite, or (TEST_DB=postgres) a new
 * PostgreSQL database of its own on DATABASE_URL, dropped at close, so runs never collide.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

export const testDbKind = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** The app's config in a test: files in `dataDir`, no demo data, quiet, the sign-up and sign-in limits out of the way. */
export const testConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SIGNUP_RATE_LIMIT: '100000',
    LOGIN_IP_LIMIT: '100000',
    ...env,
  });

/** A PostgreSQL database of a test's own: its URL, and drop() to remove it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new database beside DATABASE_URL's, named `<prefix>_<pid>_<random>` so that runs never collide:
 * empty, or a copy of `template` (a migrated database nobody is connected to).
 */
export async function createScratchDatabase(prefix: string, template?: string): Promise<ScratchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL test database needs DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database of the test's own: a copy of the run's migrated template
 * (server/test/global-setup.ts) where there is one, else a new database migrated here.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = { pglite: inject('pgliteTemplate'), postgres: inject('postgresTemplate') };
  if (testDbKind() === 'postgres') {
    const scratch = await createScratchDatabase('octane_test', templates.postgres || undefined);
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    if (!templates.postgres) await migrate(database);
    return { database, drop: scratch.drop };
  }
  if (templates.pglite) {
    const loadDataDir = new Blob([fs.readFileSync(templates.pglite)]);
    return { database: await openDatabase({ dataDir: 'memory://', loadDataDir }), drop: async () => {} };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  return { database, drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** The session cookie of a response, as a Cookie header value. */
export function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((k) => k.name === 'sid' || k.name === '__Host-sid');
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${c.name}=${c.value}`;
}

let counter = 0;
export async function signupUser(app: FastifyInstance, role: 'ATHLETE' | 'COACH' | 'PARENT' = 'ATHLETE', overrides: Record<string, string> = {}) {
  counter += 1;
  const body = {
    firstName: 'Test',
    lastName: `User${counter}`,
    email: `user${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`,
    password: 'correct-horse-battery',
    role,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
  const user = json<{ user: { id: number; email: string } }>(res).user;
  const db = app.ctx.db;
  // A coach sign-up is an application (issue 16); the helper's coaches are approved, as staff would.
  // The helper's addresses are verified, as if the e-mailed link had been opened (its e-mail is
  // taken out of the outbox, so tests read only the mail they cause). Tests of the application or
  // of the verification itself sign up through the API directly.
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), ...(role === 'COACH' ? { coachStatus: 'APPROVED' as const } : {}) })
    .where(eq(users.id, user.id));
  await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
  await db.delete(outbox).where(and(eq(outbox.to, user.email), like(outbox.subject, 'Verify your e-mail address%')));
  return { ...body, cookie: cookieOf(res), user };
}

/** A signed-in staff member: an approved coach with the staff flag. */
export async function signupStaff(app: FastifyInstance) {
  const staff = await signupUser(app, 'COACH');
  await app.ctx.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  return staff;
}

/** Calls the API as whoever's session cookie is given. */
export const callAs = (app: FastifyInstance) => (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A calendar date `days` from today, YYYY-MM-DD. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

/**
 * A test app with a signed-up staff member and a caller, made before the file's tests and closed
 * after them (the staff API tests of every feature start this way). Read its fields inside tests.
 */
export function staffTestApp() {
  const env = {} as { t: TestApp; staff: Awaited<ReturnType<typeof signupStaff>>; call: ReturnType<typeof callAs> };
  beforeAll(async () => {
    env.t = await createTestApp();
    env.staff = await signupStaff(env.t.app);
    env.call = callAs(env.t.app);
  });
  afterAll(async () => env.t?.close());
  return env;
}
