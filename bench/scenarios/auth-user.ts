import type { Scenario } from '../lib/types.ts';

const ATHLETE = { email: 'athlete@demo.octane.test', password: 'octane-demo-2026' };

/** The signed-in user, asked for by every page load: one session lookup per request. */
export const scenario: Scenario = {
  name: 'auth-user',
  title: 'GET /api/auth/user (signed in)',
  target: { minRatio: 0.2, databases: ['postgres'] },
  async setup(server) {
    const cookie = await server.login(ATHLETE.email, ATHLETE.password);
    const res = await server.request('/api/auth/user', { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET /api/auth/user with the session cookie: ${res.status}`);
    return { path: '/api/auth/user', headers: { accept: 'application/json', cookie } };
  },
};
