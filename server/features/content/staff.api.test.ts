import { describe, expect, it } from 'vitest';
import { json, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff writing the news on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('manages news: the feed updates at once', async () => {
    const post = json<{ id: number }>(await env.call('POST', '/api/staff/posts', env.staff.cookie, { title: 'Weekend Camp Recap', content: 'Great work everyone.' }));
    const feed = json<Array<{ id: number }>>(await env.t.app.inject({ method: 'GET', url: '/api/content-feed' }));
    expect(feed[0]!.id).toBe(post.id);
    await env.call('DELETE', `/api/staff/posts/${post.id}`, env.staff.cookie);
    expect(json<Array<{ id: number }>>(await env.t.app.inject({ method: 'GET', url: '/api/content-feed' })).map((p) => p.id)).not.toContain(post.id);
  });
});
