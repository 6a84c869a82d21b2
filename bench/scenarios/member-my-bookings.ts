import { BOOKINGS, athleteWithManyBookings } from '../lib/member-data.ts';
import type { Scenario } from '../lib/types.ts';

/** My Training Sessions: every booking of the athlete, with session, program and coach, at 200 bookings. */
export const scenario: Scenario = {
  name: 'my-bookings',
  title: `GET /api/my-bookings (${BOOKINGS} bookings)`,
  target: { minRatio: 0.2, maxP99Ms: 20, databases: ['postgres'] },
  async setup(server) {
    const cookie = await athleteWithManyBookings(server);
    const res = await server.request('/api/my-bookings', { headers: { cookie } });
    const list = (await res.json()) as unknown[];
    if (res.status !== 200 || list.length < BOOKINGS) throw new Error(`GET /api/my-bookings: ${res.status}, ${list.length} bookings`);
    process.stdout.write(`  (GET /api/my-bookings answers ${list.length} bookings, ${(JSON.stringify(list).length / 1024).toFixed(0)} KB of JSON)\n`);
    return { path: '/api/my-bookings', headers: { accept: 'application/json', cookie } };
  },
};
