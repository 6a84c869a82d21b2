/**
 * Starts one journeys' server (playwright.config.ts starts one per worker). With
 * E2E_POSTGRES_URL set it runs on a new PostgreSQL database of its own, `octane_e2e_<pid>`, beside
 * that URL's; otherwise on PGlite in DATA_DIR, as `npm start` does. Databases left by servers that
 * are gone (a journeys run is ended by killing its servers) are dropped first.
 */
import pg from 'pg';
import { isAlive } from '../server/db/client.ts';

const adminUrl = process.env.E2E_POSTGRES_URL;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'octane_e2e_%'");
  for (const { datname } of rows) {
    const pid = Number(datname.slice('octane_e2e_'.length));
    if (!pid || !isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  const name = `octane_e2e_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// The reminders journey waits for the sweep: every 15 s here rather than every minute.
process.env.REMINDER_SWEEP_SECONDS ??= '15';
await import('../server/main.ts');
