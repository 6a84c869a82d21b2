import type { Scenario } from '../lib/types.ts';

/** The public content feed (home page and dashboard): a cached list of posts with like counts. */
export const scenario: Scenario = {
  name: 'content-feed',
  title: 'GET /api/content-feed',
  target: { minRatio: 0.5, databases: ['postgres'] },
  async setup(server) {
    const res = await server.request('/api/content-feed');
    if (res.status !== 200) throw new Error(`GET /api/content-feed: ${res.status}`);
    return { path: '/api/content-feed', headers: { accept: 'application/json' } };
  },
};
