import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { createStorage } from './platform/storage/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  await migrate(database);
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, config.FACILITY_TZ, new Date(), createStorage(config)) : false;
  const app = await buildApp({ config, database, serveWeb: config.SERVE_WEB, background: true });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.resolve(config.DATA_DIR, 'pglite')}`;
  const lines = [
    '',
    `  ${config.BUSINESS_NAME} is running at http://localhost:${config.PORT}  (database: ${where})`,
    seeded ? '  Demo data loaded.' : '',
    ...(config.SEED_DEMO
      ? [
          '  Demo accounts (password for each: ' + DEMO_PASSWORD + '):',
          ...Object.entries(DEMO_ACCOUNTS).map(([role, email]) => `    ${role.padEnd(8)} ${email}`),
        ]
      : []),
    '',
  ];
  console.log(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
