import type { Scenario } from '../lib/types.ts';

/** The catalogue with upcoming sessions (programs page, schedule, checkout): public, read on every visit. */
export const scenario: Scenario = {
  name: 'programs-with-sessions',
  title: 'GET /api/training-programs-with-sessions',
  target: [
    { minRatio: 0.5, maxP99Ms: 15, databases: ['postgres'] },
    { minRatio: 0.1, databases: ['pglite'] },
  ],
  async setup(server) {
    const res = await server.request('/api/training-programs-with-sessions');
    const list = (await res.json()) as Array<{ upcomingSessions: unknown[] }>;
    if (res.status !== 200 || list.length === 0) throw new Error(`GET /api/training-programs-with-sessions: ${res.status}`);
    const sessions = list.reduce((n, p) => n + p.upcomingSessions.length, 0);
    process.stdout.write(`  (${list.length} programs, ${sessions} upcoming sessions, ${(JSON.stringify(list).length / 1024).toFixed(0)} KB of JSON)\n`);
    return { path: '/api/training-programs-with-sessions', headers: { accept: 'application/json' } };
  },
};
