import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../../common/age.ts';
import { type Board, type MyResults, type Station, type StationAthlete } from '../../../common/test-days.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { athleteTestSettings, measurementTests, testResults } from '../../db/schema/test-days.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent } from '../../test/fixtures.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { daysBefore, isMinor } from './results.ts';
import { ageGroupOf, boardName } from './stats.ts';
import { en } from '../../../common/messages/index.ts';

/* Tests, test days, results and leaderboards (issue 31): access, consent, bad input and races, on each database. */
const TRIALS = 20;

describe(`test days on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let today: string;
  const db = () => t.database.db;

  const athlete = async (opts: { tier?: 'FREE' | 'TEAM'; born?: string | null; first?: string; last?: string } = {}) => {
    const a = await signupUser(t.app);
    await db()
      .update(users)
      .set({
        subscriptionTier: opts.tier ?? 'FREE',
        dateOfBirth: opts.born === undefined ? '2000-01-01' : opts.born,
        ...(opts.first ? { firstName: opts.first } : {}),
        ...(opts.last ? { lastName: opts.last } : {}),
      })
      .where(eq(users.id, a.user.id));
    return a;
  };
  const book = async (sessionId: number, athleteId: number) => {
    await db().insert(bookings).values({ sessionId, athleteId, payerId: athleteId, amountCents: 0, status: 'CONFIRMED' });
  };
  const newTest = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/staff/tests', staff.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: number }>(res).id;
  };
  const testDay = async (testIds: number[]) => {
    const program = await createProgram(db());
    const session = await createSession(db(), program.id, { title: 'Combine' });
    const res = await call('PUT', `/api/staff/test-days/${session.id}/tests`, staff.cookie, { testIds });
    expect(res.statusCode, res.body).toBe(200);
    return session.id;
  };
  const record = (sessionId: number, athleteId: number, testId: number, attempts: unknown, cookie = staff.cookie) =>
    call('PUT', `/api/staff/test-days/${sessionId}/results`, cookie, { athleteId, testId, attempts });

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
    staff = await signupStaff(t.app);
    today = dayIn(t.app.ctx.config.FACILITY_TZ);
  });
  afterAll(async () => t?.close());

  it('lets only staff define tests and run test days; refuses bad input with a clear 400 and saves nothing', async () => {
    const member = await athlete();
    expect((await call('GET', '/api/staff/tests', member.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/tests', member.cookie, { name: 'Jump', unit: 'cm', direction: 'HIGHER' })).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/test-days/1', member.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/tests', '')).statusCode).toBe(401);
    const before = (await db().select({ n: count() }).from(measurementTests))[0]!.n;
    for (const body of [
      {},
      { name: '', unit: 'cm', direction: 'HIGHER' },
      { name: 'Jump\u0000', unit: 'cm', direction: 'HIGHER' },
      { name: 'Jump', unit: 'furlongs', direction: 'HIGHER' },
      { name: 'Jump', unit: 'cm', direction: 'UP' },
      { name: 'Jump', unit: 'cm', direction: 'HIGHER', attempts: 6 },
      { name: 'x'.repeat(81), unit: 'cm', direction: 'HIGHER' },
    ]) {
      const res = await call('POST', '/api/staff/tests', staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message).toBeTruthy();
    }
    expect((await db().select({ n: count() }).from(measurementTests))[0]!.n).toBe(before);
    expect((await call('PATCH', '/api/staff/tests/99999999999', staff.cookie, { name: 'x' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/staff/tests/2147483647', staff.cookie, { name: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/staff/test-days/2147483647/tests', staff.cookie, { testIds: [] })).statusCode).toBe(404);
    const id = await newTest({ name: 'Dup', unit: 'cm', direction: 'HIGHER' });
    const dup = await call('PUT', `/api/staff/test-days/${await testDay([])}/tests`, staff.cookie, { testIds: [id, id] });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).message).toBe(en('testDays.duplicateTests'));
  });

  it('enters attempts at the station: the best (or mean) is the result, a second entry replaces it, with checks', async () => {
    const jump = await newTest({ name: 'Vertical jump', unit: 'cm', direction: 'HIGHER', attempts: 3 });
    const sprint = await newTest({ name: '20 m sprint', unit: 's', direction: 'LOWER', attempts: 2, aggregate: 'MEAN' });
    const other = await newTest({ name: 'Broad jump', unit: 'cm', direction: 'HIGHER' });
    const day = await testDay([jump, sprint]);
    const [a, b, outsider] = await Promise.all([athlete({ first: 'Ana', last: 'Zed' }), athlete({ first: 'Ben', last: 'Abel' }), athlete()]);
    await book(day, a.user.id);
    await book(day, b.user.id);
    const st = json<Station>(await call('GET', `/api/staff/test-days/${day}`, staff.cookie));
    expect(st.day.tests.map((x) => x.id)).toEqual([jump, sprint]);
    expect(st.athletes.map((x) => x.name)).toEqual(['Ben Abel', 'Ana Zed']);

    const saved = await record(day, a.user.id, jump, [41, 45.5, 43]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<StationAthlete>(saved).results).toEqual([{ testId: jump, attempts: [41, 45.5, 43], value: 45.5, measured: false }]);
    expect(json<StationAthlete>(await record(day, a.user.id, sprint, [3.2, 3.31])).results.find((r) => r.testId === sprint)!.value).toBe(3.26);
    expect(json<StationAthlete>(await record(day, a.user.id, jump, [47])).results.find((r) => r.testId === jump)!.value).toBe(47);
    expect(
      (
        await db()
          .select()
          .from(testResults)
          .where(and(eq(testResults.athleteId, a.user.id), eq(testResults.testId, jump)))
      ).length,
    ).toBe(1);

    const bad: [unknown, string | RegExp, number][] = [
      [[40, 41, 42, 43], en('testDays.tooManyAttempts', { n: 3 }), 400],
      [[], en('testDays.noAttempts'), 400],
      [[-1], en('testDays.value'), 400],
      [[1e9], en('testDays.value'), 400],
      [['abc'], en('testDays.value'), 400],
    ];
    for (const [attempts, message, status] of bad) {
      const res = await record(day, b.user.id, jump, attempts);
      expect(res.statusCode, JSON.stringify(attempts)).toBe(status);
      expect(json(res).message).toBe(message);
    }
    expect(json(await record(day, outsider.user.id, jump, [40])).message).toBe(en('testDays.notBooked'));
    expect(json(await record(day, b.user.id, other, [40])).message).toBe(en('testDays.notOnDay'));
    expect((await call('PUT', `/api/staff/test-days/${day}/results`, staff.cookie, {})).statusCode).toBe(400);
    expect((await record(day, b.user.id, 99999999999, [40])).statusCode).toBe(400);
    expect((await db().select().from(testResults).where(eq(testResults.athleteId, b.user.id))).length).toBe(0);

    // a test with results on the day cannot be taken off it
    const off = await call('PUT', `/api/staff/test-days/${day}/tests`, staff.cookie, { testIds: [sprint] });
    expect(off.statusCode).toBe(409);
    expect(json(off).message).toBe(en('testDays.hasResults'));
  });

  it(`keeps one result per athlete, test and day when two tablets enter it at once (${TRIALS} trials)`, async () => {
    const jump = await newTest({ name: 'Race jump', unit: 'cm', direction: 'HIGHER', attempts: 2 });
    const day = await testDay([jump]);
    const second = await signupStaff(t.app);
    for (let i = 0; i < TRIALS; i++) {
      const a = await athlete();
      await book(day, a.user.id);
      const answers = await Promise.all([
        record(day, a.user.id, jump, [30 + i]),
        record(day, a.user.id, jump, [50 + i, 20], second.cookie),
        record(day, a.user.id, jump, [40 + i]),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const rows = await db()
        .select()
        .from(testResults)
        .where(and(eq(testResults.athleteId, a.user.id), eq(testResults.sessionId, day)));
      expect(rows).toHaveLength(1);
      expect([30 + i, 50 + i, 40 + i]).toContain(rows[0]!.value);
    }
  });

  it('lets the athlete, a linked parent and staff read results; trends and percentiles only with advanced analytics', async () => {
    const jump = await newTest({ name: 'Norm jump', unit: 'cm', direction: 'HIGHER' });
    const [free, team, parent, stranger, lonelyParent] = await Promise.all([
      athlete({ born: '2012-03-01' }),
      athlete({ tier: 'TEAM', born: '2012-05-01' }),
      signupUser(t.app, 'PARENT'),
      athlete(),
      signupUser(t.app, 'PARENT'),
    ]);
    await linkParent(db(), parent.user.id, free.user);
    // history: two results for each, 60 and 30 days ago
    const values = [
      [free.user.id, 40, 44],
      [team.user.id, 38, 45],
    ] as const;
    for (const [id, first, second] of values) {
      await db()
        .insert(testResults)
        .values([
          { athleteId: id, testId: jump, attempts: [first], value: first, testedOn: daysBefore(today, 60) },
          { athleteId: id, testId: jump, attempts: [second], value: second, testedOn: daysBefore(today, 30) },
        ]);
    }
    const read = (cookie: string, athleteId?: number) => call('GET', `/api/test-results${athleteId ? `?athleteId=${athleteId}` : ''}`, cookie);
    const freeView = json<MyResults>(await read(free.cookie));
    expect(freeView.analytics).toBe(false);
    expect(freeView.tests.find((x) => x.test.id === jump)).toMatchObject({ latest: { value: 44 }, analytics: null });
    expect((await read(parent.cookie, free.user.id)).statusCode).toBe(200);
    expect((await read(staff.cookie, free.user.id)).statusCode).toBe(200);
    expect((await read(stranger.cookie, free.user.id)).statusCode).toBe(403);
    expect((await read(lonelyParent.cookie, free.user.id)).statusCode).toBe(404);
    expect((await read(free.cookie, 99999999999)).statusCode).toBe(400);

    // 20 more U16-or-younger... the team athlete is 14 at most: a U14 or U16 group of 22 with known spread
    const born = '2012-04-01';
    for (let i = 0; i < 20; i++) {
      const peer = await athlete({ born });
      await db()
        .insert(testResults)
        .values({ athleteId: peer.user.id, testId: jump, attempts: [30 + i], value: 30 + i, testedOn: daysBefore(today, 30) });
    }
    const teamView = json<MyResults>(await read(team.cookie)).tests.find((x) => x.test.id === jump)!;
    expect(teamView.analytics!.history.map((h) => h.value)).toEqual([38, 45]);
    expect(teamView.analytics!.change!.value).toBe(7);
    expect(teamView.analytics!.swc).toBeGreaterThan(0);
    expect(teamView.analytics!.change!.verdict).toBe('better');
    expect(teamView.analytics!.groupSize).toBe(22);
    // 45 beats peers 30..44 (15) and the free athlete's 44, and ties one peer's 45 (half): 16.5 of 21 others
    expect(teamView.analytics!.percentile).toBe(Math.round((100 * 16.5) / 21));

    // A parent's Team plan gives a linked child the analytics
    await db().update(users).set({ subscriptionTier: 'TEAM' }).where(eq(users.id, parent.user.id));
    expect(json<MyResults>(await read(parent.cookie, free.user.id)).analytics).toBe(true);
  });

  it('ranks the best result per athlete; leaves out who opted out and minors without consent; shows minors as first name and initial', async () => {
    const sprint = await newTest({ name: 'Board sprint', unit: 's', direction: 'LOWER' });
    const [adult, tied, minor, optedOut, parent] = await Promise.all([
      athlete({ first: 'Alex', last: 'Adult' }),
      athlete({ first: 'Tia', last: 'Tied' }),
      athlete({ first: 'Maya', last: 'Lopez', born: '2013-01-01' }),
      athlete({ first: 'Otto', last: 'Out' }),
      signupUser(t.app, 'PARENT'),
    ]);
    await linkParent(db(), parent.user.id, minor.user);
    const rows = [
      [adult.user.id, 3.1],
      [adult.user.id, 3.0],
      [tied.user.id, 3.0],
      [minor.user.id, 2.9],
      [optedOut.user.id, 2.5],
    ] as const;
    await db()
      .insert(testResults)
      .values(rows.map(([athleteId, value], i) => ({ athleteId, testId: sprint, attempts: [value], value, testedOn: daysBefore(today, 10 + i) })));
    await db().insert(athleteTestSettings).values({ userId: optedOut.user.id, leaderboardOptOut: true });
    const boardOf = async (cookie: string, query = '') => json<Board>(await call('GET', `/api/leaderboards?testId=${sprint}${query}`, cookie));
    let b = await boardOf(adult.cookie);
    // a tie shares the place; the one who got there first is listed first
    expect(b.entries.map((e) => [e.place, e.name, e.value, e.you])).toEqual([
      [1, 'Tia Tied', 3, false],
      [1, 'Alex Adult', 3, true],
    ]);
    // consent: only a linked parent gives it
    expect((await call('PUT', '/api/test-results/settings', minor.cookie, { athleteId: minor.user.id, consent: true })).statusCode).toBe(403);
    const consent = await call('PUT', '/api/test-results/settings', parent.cookie, { athleteId: minor.user.id, consent: true, sex: 'F' });
    expect(consent.statusCode, consent.body).toBe(200);
    b = await boardOf(parent.cookie);
    expect(b.entries.map((e) => [e.place, e.name, e.you])).toEqual([
      [1, 'Maya L.', true],
      [2, 'Tia Tied', false],
      [2, 'Alex Adult', false],
    ]);
    expect((await boardOf(parent.cookie, '&sex=F')).entries.map((e) => e.name)).toEqual(['Maya L.']);
    expect((await boardOf(parent.cookie, '&ageGroup=U14')).entries.map((e) => e.name)).toEqual(['Maya L.']);
    // the athlete opts out: gone
    expect((await call('PUT', '/api/test-results/settings', minor.cookie, { athleteId: minor.user.id, leaderboardOptOut: true })).statusCode).toBe(200);
    expect((await boardOf(parent.cookie)).entries.map((e) => e.name)).toEqual(['Tia Tied', 'Alex Adult']);
    for (const q of ['&period=decade', '&ageGroup=U99', '&sex=X', '&extra=1'])
      expect((await call('GET', `/api/leaderboards?testId=${sprint}${q}`, adult.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/leaderboards?testId=2147483647', adult.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/test-results/settings', adult.cookie, { athleteId: minor.user.id, sex: 'M' })).statusCode).toBe(403);
  });

  it('gives the same board as the rules read one by one: age group on the result day (29 February, stated age), minors, consent, opt-out, deleted accounts, ties, period, the reader below the top', async () => {
    // A seeded mix of 160 athletes and ~600 results, each board compared with the rules of decision
    // 053 applied in plain code to the same rows (the board's query computes them in SQL).
    let seed = 31;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const year = Number(today.slice(0, 4));
    const monthDays = [
      '02-29',
      '02-28',
      '03-01',
      today.slice(5),
      daysBefore(today, 1).slice(5),
      daysBefore(today, -1).slice(5),
      daysBefore(today, 40).slice(5),
      '12-31',
      '01-01',
    ];
    const parent = await signupUser(t.app, 'PARENT');
    const people = Array.from({ length: 160 }, (_, i) => {
      const kind = rand();
      const born = kind < 0.85 ? `${year - 8 - Math.floor(rand() * 14)}-${pick(monthDays)}` : null;
      // 29 February only in leap years
      const dateOfBirth = born && born.endsWith('02-29') && Number(born.slice(0, 4)) % 4 !== 0 ? born.replace('02-29', '02-28') : born;
      return {
        email: `same-board-${i}@test.example`,
        passwordHash: 'x',
        firstName: `Same${i}`,
        lastName: pick(['Board', 'lopez', '', 'Zed']),
        role: 'ATHLETE' as const,
        dateOfBirth,
        age: dateOfBirth ? null : kind < 0.95 ? pick([9, 12, 17, 18, 30]) : null,
        deletedAt: rand() < 0.05 ? new Date() : null,
      };
    });
    const ids = await db().insert(users).values(people).returning({ id: users.id, email: users.email });
    await db()
      .insert(athleteTestSettings)
      .values(
        ids
          .filter(() => rand() < 0.8)
          .map(({ id }) => ({ userId: id, sex: pick(['F', 'M', null]), leaderboardOptOut: rand() < 0.1, consentAt: rand() < 0.5 ? new Date() : null })),
      );
    // the parent's children: a few, wherever they land
    for (const i of [3, 77, 120, 159]) await linkParent(db(), parent.user.id, ids[i]!);
    const up = await newTest({ name: 'Same board jump', unit: 'cm', direction: 'HIGHER' });
    const down = await newTest({ name: 'Same board sprint', unit: 's', direction: 'LOWER' });
    const results = ids.flatMap(({ id }, i) =>
      Array.from({ length: 1 + Math.floor(rand() * 6) }, () => {
        // some on a birthday or the day before it, to catch an age counted a day off
        const born = people[i]!.dateOfBirth;
        const testedOn =
          born && rand() < 0.3
            ? `${year - 1}-${born.slice(5) === '02-29' ? pick(['02-28', '03-01']) : born.slice(5)}`
            : daysBefore(today, Math.floor(rand() * 420));
        const value = Math.round(10 + rand() * 20) / 2; // coarse, so ties are common
        return { athleteId: id, testedOn: testedOn > today ? today : testedOn, value };
      }),
    );
    for (const testId of [up, down])
      await db()
        .insert(testResults)
        .values(results.map((r) => ({ ...r, testId, attempts: [r.value] })));

    const settings = new Map((await db().select().from(athleteTestSettings)).map((s) => [s.userId, s]));
    const children = new Set([3, 77, 120, 159].map((i) => ids[i]!.id));
    const expected = (testId: number, lower: boolean, ageGroup: string, sex: string, period: 'month' | 'year' | 'all') => {
      const from = period === 'all' ? '' : daysBefore(today, period === 'month' ? 30 : 365);
      const bests = new Map<number, { value: number; testedOn: string }>();
      for (const r of results) {
        if (r.testedOn < from) continue;
        const b = bests.get(r.athleteId);
        if (!b || (lower ? r.value < b.value : r.value > b.value) || (r.value === b.value && r.testedOn < b.testedOn)) bests.set(r.athleteId, r);
      }
      const shown = [...bests.entries()]
        .map(([athleteId, b]) => {
          const p = people[ids.findIndex((x) => x.id === athleteId)]!;
          const s = settings.get(athleteId);
          return { athleteId, ...b, p, s, minor: isMinor(p.dateOfBirth, today, p.age) };
        })
        .filter((r) => !r.p.deletedAt && !r.s?.leaderboardOptOut && (sex === 'ALL' || r.s?.sex === sex))
        .filter((r) => ageGroup === 'ALL' || ageGroupOf(r.p.dateOfBirth, r.testedOn, r.p.age) === ageGroup)
        .filter((r) => !r.minor || r.s?.consentAt != null)
        .sort((a, b) => (lower ? a.value - b.value : b.value - a.value) || a.testedOn.localeCompare(b.testedOn) || a.athleteId - b.athleteId);
      let place = 0;
      const ranked = shown.map((r, i) => {
        if (i === 0 || r.value !== shown[i - 1]!.value) place = i + 1;
        return { place, name: boardName(r.p.firstName, r.p.lastName, r.minor), value: r.value, testedOn: r.testedOn, you: children.has(r.athleteId) };
      });
      return { entries: ranked.slice(0, 50), yours: ranked.slice(50).filter((r) => r.you), total: ranked.length };
    };
    let withYours = 0;
    for (const [testId, lower] of [
      [up, false],
      [down, true],
    ] as const)
      for (const period of ['month', 'year', 'all'] as const)
        for (const ageGroup of ['ALL', 'U10', 'U12', 'U14', 'U16', 'U18', 'ADULT'])
          for (const sex of ['ALL', 'F', 'M']) {
            const res = await call('GET', `/api/leaderboards?testId=${testId}&period=${period}&ageGroup=${ageGroup}&sex=${sex}`, parent.cookie);
            expect(res.statusCode, res.body).toBe(200);
            const { entries, yours, total } = json<Board>(res);
            const want = expected(testId, lower, ageGroup, sex, period);
            expect({ entries, yours, total }, `${lower ? 'sprint' : 'jump'} ${period} ${ageGroup} ${sex}`).toEqual(want);
            if (want.yours.length > 0) withYours++;
          }
    // the mix does exercise the reader's rows below the top
    expect(withYours).toBeGreaterThan(0);
  });

  it('shows verified measurables on a public profile only when the athlete chose to: the best result of each test', async () => {
    const jump = await newTest({ name: 'Profile jump', unit: 'cm', direction: 'HIGHER' });
    const sprint = await newTest({ name: 'Profile sprint', unit: 's', direction: 'LOWER' });
    const a = await athlete();
    const saved = await call('POST', '/api/my-profile', a.cookie, { displayName: 'Measured Max', isPublic: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const slug = json<{ slug: string }>(saved).slug;
    await db()
      .insert(testResults)
      .values([
        { athleteId: a.user.id, testId: jump, attempts: [50], value: 50, testedOn: daysBefore(today, 40) },
        { athleteId: a.user.id, testId: jump, attempts: [48], value: 48, testedOn: daysBefore(today, 5) },
        { athleteId: a.user.id, testId: sprint, attempts: [3.4], value: 3.4, testedOn: daysBefore(today, 40) },
        { athleteId: a.user.id, testId: sprint, attempts: [3.3], value: 3.3, testedOn: daysBefore(today, 5) },
      ]);
    const read = async (cookie = '') =>
      json<{ test: { id: number }; value: number; testedOn: string }[]>(await call('GET', `/api/profiles/${slug}/measurables`, cookie));
    expect(await read()).toEqual([]);
    expect((await call('PUT', '/api/test-results/settings', a.cookie, { athleteId: a.user.id, showOnProfile: true })).statusCode).toBe(200);
    const shown = await read();
    expect(shown.filter((m) => [jump, sprint].includes(m.test.id)).map((m) => [m.test.id, m.value, m.testedOn])).toEqual([
      [jump, 50, daysBefore(today, 40)],
      [sprint, 3.3, daysBefore(today, 5)],
    ]);
    // a private profile shows nothing to others, its owner still sees them
    await call('POST', '/api/my-profile', a.cookie, { displayName: 'Measured Max', isPublic: false });
    expect(await read()).toEqual([]);
    expect((await read(a.cookie)).length).toBeGreaterThan(0);
    expect((await call('GET', '/api/profiles/nobody-here/measurables', '')).statusCode).toBe(200);
    expect((await call('GET', `/api/profiles/${'x'.repeat(81)}/measurables`, '')).statusCode).toBe(400);
  });
});
