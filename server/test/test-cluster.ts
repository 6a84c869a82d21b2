import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { migrate, openDatabase, type Database } from '../db/client.ts';
import { createScratchDatabase, testConfig } from './test-app.ts';

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
  const scratch = await createScratchDatabase('octane_cluster');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-cluster-'));
  const config = testConfig(dataDir, { WORKER: 'off', ...env });
  const databases: Database[] = [];
  const nodes: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
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
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
