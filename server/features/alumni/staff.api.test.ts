import { describe, expect, it } from 'vitest';
import type { StaffAlumni } from '../../../common/alumni.ts';
import type { Alumni } from '../../../common/profiles.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff writing alumni stories on ${testDbKind()}`, () => {
  const env = staffTestApp();
  const read = async <T>(url: string, lang: string) => {
    const res = await env.t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    return json<T>(res);
  };

  it('manages alumni stories: one URL per story', async () => {
    expect((await env.call('POST', '/api/staff/alumni', env.staff.cookie, { slug: 'new-star', fullName: 'New Star', featured: true })).statusCode).toBe(201);
    expect((await env.call('POST', '/api/staff/alumni', env.staff.cookie, { slug: 'new-star', fullName: 'Dup' })).statusCode).toBe(409);
  });

  it("answers a story's text in Spanish to a Spanish reader, English where there is none; staff edit both (decision 066)", async () => {
    const story = {
      slug: 'maria-lopez',
      fullName: 'María López',
      currentStatus: 'Professional',
      currentStatusEs: 'Profesional',
      achievements: ['State Champion', 'Team Captain'],
      achievementsEs: ['Campeona estatal', 'Capitana del equipo'],
      quote: 'Practice made it.',
      quoteEs: 'La práctica lo hizo.',
      careerHighlights: 'Scored 30 goals.',
      bio: 'María trained here for six years.',
      bioEs: 'María entrenó aquí seis años.',
      featured: true,
    };
    const created = await env.call('POST', '/api/staff/alumni', env.staff.cookie, story);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: number }>(created);

    const es = await read<Alumni>('/api/alumni/maria-lopez', 'es');
    expect(es).toMatchObject({
      currentStatus: 'Profesional',
      achievements: ['Campeona estatal', 'Capitana del equipo'],
      quote: 'La práctica lo hizo.',
      // No Spanish written: the English.
      careerHighlights: 'Scored 30 goals.',
      bio: 'María entrenó aquí seis años.',
    });
    expect(Object.keys(es)).not.toContain('quoteEs');
    expect(await read<Alumni>('/api/alumni/maria-lopez', 'en')).toMatchObject({
      currentStatus: 'Professional',
      achievements: ['State Champion', 'Team Captain'],
      quote: 'Practice made it.',
      bio: 'María trained here for six years.',
    });
    expect((await read<Alumni[]>('/api/alumni', 'es')).find((a) => a.id === id)?.quote).toBe('La práctica lo hizo.');
    expect((await read<Alumni[]>('/api/alumni/featured', 'es')).find((a) => a.id === id)?.bio).toBe('María entrenó aquí seis años.');
    expect((await read<Alumni[]>('/api/alumni/featured', 'en')).find((a) => a.id === id)?.bio).toBe('María trained here for six years.');

    // Staff read the English and the Spanish beside it; an empty Spanish clears it.
    const staffList = json<StaffAlumni[]>(await env.call('GET', '/api/staff/alumni', env.staff.cookie));
    expect(staffList.find((a) => a.id === id)).toMatchObject({ quote: 'Practice made it.', quoteEs: 'La práctica lo hizo.', careerHighlightsEs: null });
    const saved = await env.call('PUT', `/api/staff/alumni/${id}`, env.staff.cookie, { ...story, quoteEs: '', achievementsEs: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read<Alumni>('/api/alumni/maria-lopez', 'es')).toMatchObject({ quote: 'Practice made it.', achievements: ['State Champion', 'Team Captain'] });
    expect(json<StaffAlumni[]>(await env.call('GET', '/api/staff/alumni', env.staff.cookie)).find((a) => a.id === id)).toMatchObject({
      quoteEs: null,
      achievementsEs: null,
    });

    // Members may not read the staff list; hostile Spanish is refused.
    const member = await signupUser(env.t.app);
    expect((await env.call('GET', '/api/staff/alumni', member.cookie)).statusCode).toBe(403);
    expect((await env.call('PUT', `/api/staff/alumni/${id}`, env.staff.cookie, { ...story, bioEs: 'a\u0000b' })).statusCode).toBe(400);
    expect((await env.call('PUT', `/api/staff/alumni/${id}`, env.staff.cookie, { ...story, quoteEs: 'x'.repeat(1001) })).statusCode).toBe(400);
  });
});
