import { BOOKINGS, athleteWithManyBookings } from '../lib/member-data.ts';
import type { Scenario } from '../lib/types.ts';

/** The member dashboard's figures (every signed-in athlete's landing page) for an athlete with 200 bookings. */
export const scenario: Scenario = {
  name: 'dashboard-stats',
  title: `GET /api/dashboard-stats (${BOOKINGS} bookings)`,
  target: { minRatio: 0.2, maxP99Ms: 20, databases: ['postgres'] },
  async setup(server) {
    const cookie = await athleteWithManyBookings(server);
    const res = await server.request('/api/dashboard-stats', { headers: { cookie } });
    const stats = (await res.json()) as { totalSessions?: number };
    if (res.status !== 200 || (stats.totalSessions ?? 0) < BOOKINGS) throw new Error(`GET /api/dashboard-stats: ${res.status} ${JSON.stringify(stats)}`);
    return { path: '/api/dashboard-stats', headers: { accept: 'application/json', cookie } };
  },
};
