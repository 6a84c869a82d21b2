import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, json, signupStaff, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff writing the news on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('manages news: the feed updates at once', async () => {
    const post = json<{ id: number }>(await call('POST', '/api/staff/posts', staff.cookie, { title: 'Weekend Camp Recap', content: 'Great work everyone.' }));
    const feed = json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/content-feed' }));
    expect(feed[0]!.id).toBe(post.id);
    await call('DELETE', `/api/staff/posts/${post.id}`, staff.cookie);
    expect(json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/content-feed' })).map((p) => p.id)).not.toContain(post.id);
  });
});
