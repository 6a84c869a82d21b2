import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../../common/profiles.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { alumni } from '../../db/schema/alumni.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

describe('slugify', () => {
  it('lowercases, turns runs of non-alphanumerics into one hyphen and trims hyphens', () => {
    expect(slugify('  Jordan  Rivera!! ')).toBe('jordan-rivera');
    expect(slugify('Ava_Johnson--#23')).toBe('ava-johnson-23');
    expect(slugify('---')).toBe('');
  });
});

describe(`profiles, directory and alumni on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const save = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/my-profile', headers: { cookie }, payload });

  it('saves a profile with the slug rule, and refuses a taken slug with 409 and a suggestion', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const first = await save(a.cookie, { displayName: 'Sam Lee!', isPublic: true, achievements: ['  MVP ', '', '   '] });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ slug: 'sam-lee', achievements: ['MVP'] });
    const taken = await save(b.cookie, { displayName: 'Sam Lee' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ message: 'This profile URL is taken', suggestion: 'sam-lee-2' });
    const custom = await save(b.cookie, { displayName: 'Sam Lee', slug: 'SAM LEE 2' });
    expect(json(custom).slug).toBe('sam-lee-2');
    expect((await save(a.cookie, { displayName: '   ' })).statusCode).toBe(400);
    const coach = await signupUser(t.app, 'COACH');
    expect((await save(coach.cookie, { displayName: 'Coach' })).statusCode).toBe(403);
  });

  it("refuses a graduation year out of range and a position outside the sport with 400, in the reader's language; saves none as none (issue 34)", async () => {
    const a = await signupUser(t.app);
    for (const graduationYear of [1850, 2101, 'abc', 2027.5]) {
      const res = await save(a.cookie, { displayName: 'Sam', graduationYear });
      expect(res.statusCode, String(graduationYear)).toBe(400);
      expect(json(res).message).toBe('Graduation year must be a year from 1950 to 2100');
    }
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/my-profile',
      headers: { cookie: a.cookie, 'accept-language': 'es' },
      payload: { displayName: 'Sam', graduationYear: 1850 },
    });
    expect(json(es).message).toBe('El año de graduación debe ser un año de 1950 a 2100');
    expect(json(await save(a.cookie, { displayName: 'Sam', graduationYear: '2028' })).graduationYear).toBe(2028);
    expect(json(await save(a.cookie, { displayName: 'Sam', graduationYear: '' })).graduationYear).toBeNull();
    const wrong = await save(a.cookie, { displayName: 'Sam', primarySport: 'Basketball', position: 'Goalkeeper' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(
      'Goalkeeper is not a position in Basketball. Choose one of: Point Guard, Shooting Guard, Small Forward, Power Forward, Center.',
    );
    expect(json(await save(a.cookie, { displayName: 'Sam', primarySport: 'Basketball', position: 'Center' })).position).toBe('Center');
    // Nothing of the refused saves was kept.
    expect(json(await t.app.inject({ method: 'GET', url: '/api/my-profile', headers: { cookie: a.cookie } }))).toMatchObject({
      graduationYear: null,
      position: 'Center',
    });
  });

  it('never shows a private profile or private media to others, also not in directory counts', async () => {
    const owner = await signupUser(t.app);
    await save(owner.cookie, { displayName: 'Private Pat', isPublic: false, primarySport: 'Soccer' });
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/private-pat' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/private-pat', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    const dir = json<{ profiles: Array<{ slug: string }> }>(await t.app.inject({ method: 'GET', url: '/api/public-profiles?search=pat' }));
    expect(dir.profiles.map((p) => p.slug)).not.toContain('private-pat');

    await save(owner.cookie, { displayName: 'Private Pat', isPublic: true, primarySport: 'Soccer' });
    await t.database.db.insert(mediaUploads).values([
      {
        userId: owner.user.id,
        storageKey: `uploads/${owner.user.id}/aaaaaaaaaaaaaaaaaaaa1`,
        originalName: 'pub.mp4',
        fileType: 'VIDEO',
        mimeType: 'video/mp4',
        fileSize: 10,
        isPublic: true,
      },
      {
        userId: owner.user.id,
        storageKey: `uploads/${owner.user.id}/aaaaaaaaaaaaaaaaaaaa2`,
        originalName: 'priv.mp4',
        fileType: 'VIDEO',
        mimeType: 'video/mp4',
        fileSize: 10,
        isPublic: false,
      },
      {
        userId: owner.user.id,
        storageKey: `uploads/${owner.user.id}/aaaaaaaaaaaaaaaaaaaa3`,
        originalName: 'priv.jpg',
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 10,
        isPublic: false,
      },
    ]);
    const pub = json<{ media: Array<{ originalName: string }> }>(await t.app.inject({ method: 'GET', url: '/api/profiles/PRIVATE-PAT' }));
    expect(pub.media.map((m) => m.originalName)).toEqual(['pub.mp4']);
    const entry = json<{ profiles: Array<{ slug: string; videoCount: number; imageCount: number }> }>(
      await t.app.inject({ method: 'GET', url: '/api/public-profiles?search=private' }),
    ).profiles.find((p) => p.slug === 'private-pat');
    expect(entry).toMatchObject({ videoCount: 1, imageCount: 0 });
  });

  it('filters the directory: search over name, bio and location; sport, position and gender exact and case-insensitive; paged', async () => {
    const people = [
      { displayName: 'Filter Alpha', bio: 'Loves sprint drills', location: 'Raleigh', primarySport: 'Track & Field', position: 'Sprints', gender: 'Female' },
      { displayName: 'Filter Beta', bio: 'Goalkeeper', location: 'Durham', primarySport: 'Soccer', position: 'Goalkeeper', gender: 'Male' },
      { displayName: 'Filter Gamma', bio: 'Shooter', location: 'Sprintfield', primarySport: 'Soccer Academy', position: 'Forward', gender: 'Male' },
    ];
    for (const p of people) await save((await signupUser(t.app)).cookie, { ...p, isPublic: true });
    const q = async (qs: string) =>
      json<{ profiles: Array<{ displayName: string }>; total: number }>(await t.app.inject({ method: 'GET', url: `/api/public-profiles?${qs}` }));
    expect((await q('search=SPRINT')).profiles.map((p) => p.displayName)).toEqual(['Filter Alpha', 'Filter Gamma']);
    expect((await q('search=filter&sport=soccer')).profiles.map((p) => p.displayName)).toEqual(['Filter Beta']);
    expect((await q('search=filter&position=GOALKEEPER&gender=male')).profiles.map((p) => p.displayName)).toEqual(['Filter Beta']);
    const page2 = await q('search=filter&pageSize=2&page=2');
    expect(page2.total).toBe(3);
    expect(page2.profiles.map((p) => p.displayName)).toEqual(['Filter Gamma']);
    expect((await q('search=%25')).profiles).toEqual([]);
    // Past the last page: no rows, the total still counted.
    expect(await q('search=filter&pageSize=2&page=3')).toMatchObject({ profiles: [], total: 3 });
    expect(await q('search=no-such-athlete-anywhere')).toMatchObject({ profiles: [], total: 0 });
    // A term does not run from one field into the next (name, bio and location are separate lines).
    expect((await q('search=alpha%20loves')).profiles).toEqual([]);
  });

  it('serves alumni lists, featured stories and details, 404 when missing', async () => {
    await t.database.db.insert(alumni).values([
      { slug: 'star-one', fullName: 'Star One', featured: true, achievements: ['a', 'b', 'c', 'd'] },
      { slug: 'star-two', fullName: 'Star Two', featured: false },
    ]);
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: '/api/alumni' }))).toHaveLength(2);
    expect(json<Array<{ slug: string }>>(await t.app.inject({ method: 'GET', url: '/api/alumni/featured' })).map((a) => a.slug)).toEqual(['star-one']);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/alumni/star-one' })).fullName).toBe('Star One');
    expect((await t.app.inject({ method: 'GET', url: '/api/alumni/nobody' })).statusCode).toBe(404);
  });

  it('profile setup and account: age bounds, own pictures only, password change ends other sessions', async () => {
    const a = await signupUser(t.app);
    const put = (payload: object, cookie = a.cookie) => t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { cookie }, payload });
    expect((await put({ age: 4 })).statusCode).toBe(400);
    expect((await put({ age: 51 })).statusCode).toBe(400);
    const ok = await put({ age: 14, sport: 'Soccer', position: 'Forward', trainingGoals: 'Speed', profileCompleted: true });
    expect(json(ok)).toMatchObject({ age: 14, sport: 'Soccer', position: 'Forward', profileCompleted: true });
    expect((await put({ profilePicture: 'profiles/999/aaaaaaaaaaaaaaaaaaaaaaaa.webp' })).statusCode).toBe(400);
    // A position must belong to the sport: Soccer + Pitcher is refused with the sport's positions.
    const pitcher = await put({ sport: 'Soccer', position: 'Pitcher' });
    expect(pitcher.statusCode).toBe(400);
    expect(json(pitcher).message).toBe('Pitcher is not a position in Soccer. Choose one of: Forward, Midfielder, Defender, Goalkeeper.');
    expect((await put({ position: 'Pitcher' })).statusCode).toBe(400);
    // Changing the sport alone drops the old sport's position.
    expect(json(await put({ sport: 'Baseball' }))).toMatchObject({ sport: 'Baseball', position: null });
    expect(json(await put({ position: 'Pitcher' }))).toMatchObject({ sport: 'Baseball', position: 'Pitcher' });

    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } });
    const otherCookie = other.cookies.find((c) => c.name === 'sid')!;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: a.cookie },
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-secret' },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: a.cookie },
      payload: { currentPassword: a.password, newPassword: 'brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `sid=${otherCookie.value}` } })).statusCode).toBe(401);
    const relog = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: 'brand-new-secret' } });
    expect(relog.statusCode).toBe(200);
  });
});
