import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase, type Database } from '../db/client.ts';

/**
 * Several web nodes (apps, each with its own pool and cache bus) on one fresh PostgreSQL database
 * of their own on DATABASE_URL, dropped at close: what the load balancer spreads requests over.
 */
export interface TestCluster {
  nodes: FastifyInstance[];
  databases: Database[];
  close: () => Promise<void>;
}

export async function createTestCluster(count: number, env: Record<string, string> = {}): Promise<TestCluster> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('a test cluster needs DATABASE_URL (PostgreSQL)');
  const { default: pg } = await import('pg');
  const name = `octane_cluster_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-cluster-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', SIGNUP_RATE_LIMIT: '100000', LOGIN_IP_LIMIT: '100000', WORKER: 'off', ...env });
  const databases: Database[] = [];
  const nodes: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    if (i === 0) await migrate(database);
    databases.push(database);
    const app = await buildApp({ config, database });
    await app.ready();
    nodes.push(app);
  }
  return {
    nodes,
    databases,
    close: async () => {
      for (const app of nodes) await app.close();
      for (const d of databases) await d.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
