import { describe, expect, it } from 'vitest';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

type Post = { id: number; title: string; content: string; news: boolean; tip: boolean; titleEs?: string | null; contentEs?: string | null };

describe(`staff writing the news on ${testDbKind()}`, () => {
  const env = staffTestApp();
  const feed = async (language?: 'en' | 'es') =>
    json<Post[]>(await env.t.app.inject({ method: 'GET', url: '/api/content-feed', headers: language ? { 'accept-language': language } : {} }));

  it('manages news: the feed updates at once', async () => {
    const post = json<{ id: number }>(
      await env.call('POST', '/api/staff/posts', env.staff.cookie, { title: 'Weekend Camp Recap', content: 'Great work everyone.' }),
    );
    expect((await feed())[0]!.id).toBe(post.id);
    await env.call('DELETE', `/api/staff/posts/${post.id}`, env.staff.cookie);
    expect((await feed()).map((p) => p.id)).not.toContain(post.id);
  });

  it('shows a post in Spanish to Spanish readers when staff wrote one, the English otherwise; news and tips by the English title (decision 066)', async () => {
    const tip = json<{ id: number }>(
      await env.call('POST', '/api/staff/posts', env.staff.cookie, {
        title: 'Tip: land softly',
        content: 'Bend your knees.',
        titleEs: 'Consejo: aterriza suave',
        contentEs: 'Flexiona las rodillas.',
      }),
    );
    const plain = json<{ id: number }>(
      await env.call('POST', '/api/staff/posts', env.staff.cookie, {
        title: 'Open house on Saturday',
        content: 'Bring a friend.',
        titleEs: '',
        contentEs: null,
      }),
    );
    // English first (the cache is warm for English), then Spanish: never the other's answer.
    const en = await feed('en');
    const es = await feed('es');
    expect(en.find((p) => p.id === tip.id)).toMatchObject({ title: 'Tip: land softly', content: 'Bend your knees.', news: false, tip: true });
    expect(es.find((p) => p.id === tip.id)).toMatchObject({ title: 'Consejo: aterriza suave', content: 'Flexiona las rodillas.', news: false, tip: true });
    expect(es.find((p) => p.id === plain.id)).toMatchObject({ title: 'Open house on Saturday', news: true, tip: false });
    expect(es.find((p) => p.id === tip.id)).not.toHaveProperty('titleEs');
    expect((await feed('en')).find((p) => p.id === tip.id)!.title).toBe('Tip: land softly');
    // Staff read both, and an edit shows in both languages at once.
    const staffList = json<Post[]>(await env.call('GET', '/api/staff/posts', env.staff.cookie));
    expect(staffList.find((p) => p.id === tip.id)).toMatchObject({
      title: 'Tip: land softly',
      titleEs: 'Consejo: aterriza suave',
      contentEs: 'Flexiona las rodillas.',
    });
    expect(staffList.find((p) => p.id === plain.id)).toMatchObject({ titleEs: null, contentEs: null });
    await env.call('PUT', `/api/staff/posts/${tip.id}`, env.staff.cookie, {
      title: 'Tip: land softly',
      content: 'Bend your knees.',
      titleEs: 'Consejo: cae suave',
      contentEs: '',
    });
    expect((await feed('es')).find((p) => p.id === tip.id)).toMatchObject({ title: 'Consejo: cae suave', content: 'Bend your knees.' });
  });

  it('refuses a bad Spanish text with a message, and the staff list to members', async () => {
    const bad = await env.call('POST', '/api/staff/posts', env.staff.cookie, { title: 'Fine title', content: 'Fine.', titleEs: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toMatch(/200/);
    expect((await env.call('POST', '/api/staff/posts', env.staff.cookie, { title: 'Fine title', content: 'Fine.', contentEs: 'a\u0000b' })).statusCode).toBe(
      400,
    );
    const member = await signupUser(env.t.app);
    expect((await env.call('GET', '/api/staff/posts', member.cookie)).statusCode).toBe(403);
  });

  it('never hands the feed cached in one language to a reader of the other, over a real socket (the hot path in front of Fastify)', async () => {
    await env.call('POST', '/api/staff/posts', env.staff.cookie, {
      title: 'Gym closed Monday',
      content: 'Repairs.',
      titleEs: 'Gimnasio cerrado el lunes',
      contentEs: 'Reparaciones.',
    });
    await env.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = env.t.app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (let round = 0; round < 3; round++) {
      for (const lang of ['es', 'en'] as const) {
        const body = JSON.stringify(await (await fetch(`${origin}/api/content-feed`, { headers: { 'accept-language': lang } })).json());
        if (lang === 'es') expect(body).toContain('Gimnasio cerrado el lunes');
        else expect(body).not.toContain('Gimnasio cerrado el lunes');
      }
    }
  });
});
