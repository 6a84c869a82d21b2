import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { pickupGame as game, trainingSession as session } from '../common/fixtures/schedule';
import type { PickupGame } from '../common/pickup';
import type { Program, ProgramWithSessions, TrainingSession } from '../common/programs';
import { login } from './helpers';

const main = (page: Page) => page.getByRole('main');
/** The card (list item) whose heading is the name. */
const card = (page: Page, name: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardHeadings = (page: Page) =>
  main(page)
    .getByRole('list', { name: /programs/i })
    .getByRole('heading', { level: 2 });

async function programIds(page: Page): Promise<Record<string, Program>> {
  const res = await page.request.get('/api/training-programs');
  const list = (await res.json()) as Program[];
  return Object.fromEntries(list.map((p) => [p.name, p]));
}

const PROGRAM: ProgramWithSessions = {
  id: 901,
  name: 'Basketball Elite',
  type: 'BASKETBALL',
  description: 'Advanced ball handling.',
  price: 80,
  duration: 120,
  imageUrl: '/images/programs/missing-photo.jpg',
  displayOrder: 1,
  ageGroup: null,
  upcomingSessions: [],
};

async function fakeSchedule(page: Page, sessions: TrainingSession[], games: PickupGame[]) {
  await page.route('**/api/training-sessions', (r) => r.fulfill({ json: sessions }));
  await page.route('**/api/pickup-games', (r) => r.fulfill({ json: games }));
}

test.describe('programs page (part 1, 2.7)', () => {
  test('sport tabs filter the program cards; each card shows its next session and price', async ({ page }) => {
    await login(page, 'ATHLETE');
    await page.goto('/programs');
    const tabs = main(page).getByRole('tablist', { name: 'Filter programs by sport' });
    await expect(tabs.getByRole('tab')).toHaveText(['All Sports', 'Basketball', 'Soccer', 'Football', 'Speed & Agility']);
    await expect(tabs.getByRole('tab', { name: 'All Sports' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardHeadings(page)).toHaveText([
      'Basketball Elite',
      'Basketball Fundamentals',
      'Soccer Elite',
      'Soccer Fundamentals',
      'Football Skills & Drills',
      'Speed & Agility Fundamentals',
      'Private Training',
    ]);

    await tabs.getByRole('tab', { name: 'Soccer' }).click();
    await expect(tabs.getByRole('tab', { name: 'Soccer' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardHeadings(page)).toHaveText(['Soccer Elite', 'Soccer Fundamentals']);

    await tabs.getByRole('tab', { name: 'Speed & Agility' }).click();
    await expect(cardHeadings(page)).toHaveText(['Speed & Agility Fundamentals']);
    const speed = card(page, 'Speed & Agility Fundamentals');
    await expect(speed).toContainText('Next Session');
    await expect(speed).toContainText('7:00 AM (60 min)');
    await expect(speed).toContainText('Speed Lab');
    // Other journeys book sessions on the same server: read the real figure rather than the seeded 10.
    const programs = (await (await page.request.get('/api/training-programs-with-sessions')).json()) as Array<{
      name: string;
      upcomingSessions: Array<{ availableSpots: number }>;
    }>;
    const spots = programs.find((p) => p.name === 'Speed & Agility Fundamentals')!.upcomingSessions[0]!.availableSpots;
    await expect(speed).toContainText(`${spots} spot${spots === 1 ? '' : 's'} available`);
    await expect(speed).toContainText('$45.00');
  });

  test('Book Now and View Schedule carry the program', async ({ page }) => {
    await login(page, 'ATHLETE');
    const ids = await programIds(page);
    await page.goto('/programs');
    const football = card(page, 'Football Skills & Drills');
    const id = ids['Football Skills & Drills']!.id;
    await expect(football.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/enhanced-checkout?program=${id}&price=70&name=Football%20Skills%20%26%20Drills`,
    );
    await expect(football.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', `/schedule?program=${id}`);
  });

  test('empty states name the sport, or say no programs at all', async ({ page }) => {
    await login(page, 'ATHLETE');
    let body: ProgramWithSessions[] = [{ ...PROGRAM, imageUrl: null }];
    await page.route('**/api/training-programs-with-sessions', (r) => r.fulfill({ json: body }));
    await page.goto('/programs');
    await expect(cardHeadings(page)).toHaveText(['Basketball Elite']);
    await expect(card(page, 'Basketball Elite')).toContainText('No upcoming sessions yet');
    await main(page).getByRole('tab', { name: 'Football' }).click();
    await expect(main(page).getByRole('heading', { name: 'No Football Programs Available' })).toBeVisible();

    body = [];
    await page.reload();
    await expect(main(page).getByRole('heading', { name: 'No Training Programs Available' })).toBeVisible();
  });

  test('a failed load shows an error with a retry that recovers', async ({ page }) => {
    await login(page, 'ATHLETE');
    let fail = true;
    await page.route('**/api/training-programs-with-sessions', (r) => (fail ? r.fulfill({ status: 500, body: 'boom' }) : r.fallback()));
    await page.goto('/programs');
    await expect(main(page).getByRole('heading', { name: "We couldn't load the programs" })).toBeVisible({ timeout: 15_000 });
    fail = false;
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(cardHeadings(page)).toHaveCount(7);
  });
});

test.describe('training programs catalogue (part 2)', () => {
  test('a guest browses it at /training-programs with Book Now, View Schedule and the bottom links', async ({ page }) => {
    const ids = await programIds(page);
    await page.goto('/training-programs');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Training Programs' })).toBeVisible();
    await expect(cardHeadings(page)).toHaveCount(7);
    const elite = card(page, 'Soccer Elite');
    const id = ids['Soccer Elite']!.id;
    await expect(elite.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/enhanced-checkout?program=${id}&price=80&name=Soccer%20Elite`);
    await expect(elite.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', `/schedule?program=${id}`);
    await expect(main(page).getByRole('link', { name: /View the full schedule/ })).toHaveAttribute('href', '/schedule');
    await expect(main(page).getByRole('link', { name: /Meet our alumni/ })).toHaveAttribute('href', '/alumni');
  });

  test('a failed program image falls back to the default image of its type', async ({ page }) => {
    await page.route('**/api/training-programs-with-sessions', (r) => r.fulfill({ json: [PROGRAM] }));
    await page.route('**/images/programs/missing-photo.jpg', (r) => r.fulfill({ status: 404, body: '' }));
    await page.route('**/images/programs/basketball.svg', (r) =>
      r.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#c2410c"/></svg>',
      }),
    );
    await page.goto('/training-programs');
    const image = main(page).getByRole('img', { name: 'Basketball Elite training' });
    await expect(image).toHaveAttribute('src', '/images/programs/basketball.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('when the default image fails too, a drawn tile stands in', async ({ page }) => {
    await page.route('**/api/training-programs-with-sessions', (r) => r.fulfill({ json: [PROGRAM] }));
    await page.route('**/images/programs/**', (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto('/training-programs');
    const tile = main(page).getByRole('img', { name: 'Basketball Elite training' });
    await expect(tile).toBeVisible();
    await expect(main(page).locator('img')).toHaveCount(0);
  });

  test('a parent sees it at /training', async ({ page }) => {
    await login(page, 'PARENT');
    await page.goto('/training');
    await expect(main(page).getByRole('heading', { name: 'Training Programs' })).toBeVisible();
    await expect(cardHeadings(page)).toHaveCount(7);
  });
});

test.describe('all activities schedule (part 2)', () => {
  test('a week of day columns, each day by time; the week moves and the fake week is found', async ({ page }) => {
    // The faked activities are in the week of Monday 2 March 2026: the browser's clock is set to that morning.
    await page.clock.setFixedTime(new Date('2026-03-02T14:00:00Z'));
    await fakeSchedule(
      page,
      [
        session({ id: 1, date: '2026-03-03', time: '09:00:00', sessionTitle: 'Ages 12+' }),
        session({ id: 2, date: '2026-03-02', time: '17:30:00' }),
        session({ id: 3, date: '2026-03-02', time: '07:00:00', sessionTitle: 'Early group', coach: null, coachName: null }),
      ],
      [game({ id: 9, date: '2026-03-02', startTime: '12:00:00', endTime: '13:30:00', cost: 0 })],
    );
    await page.goto('/schedule');
    const days = main(page).getByRole('region');
    await expect(days).toHaveCount(7);
    await expect(days.getByRole('heading', { level: 2 })).toHaveText([
      /^Mon, Mar 2/,
      /^Tue, Mar 3/,
      /^Wed, Mar 4/,
      /^Thu, Mar 5/,
      /^Fri, Mar 6/,
      /^Sat, Mar 7/,
      /^Sun, Mar 8/,
    ]);
    const monday = days.first();
    await expect(monday.getByRole('heading', { level: 3 })).toHaveText(['Basketball Elite', 'Friday Night Runs 5v5', 'Basketball Elite']);
    await expect(monday.locator('li > p:first-child > span:first-child')).toHaveText(['7:00 AM', '12:00 PM', '5:30 PM']);
    const early = monday.getByRole('listitem').filter({ hasText: 'Early group' });
    await expect(early).toContainText('Coach: TBA');
    await expect(early).toContainText('8 spots left');
    await expect(early).toContainText('$80.00');
    await expect(early.getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', '/enhanced-checkout?programId=901&sessionId=3');
    const pickup = monday.getByRole('listitem').filter({ hasText: 'Friday Night Runs 5v5' });
    await expect(pickup).toContainText('4/10 players');
    await expect(pickup).toContainText('Free');
    await expect(days.nth(1).getByText('Ages 12+', { exact: true })).toBeVisible();
    await expect(days.nth(2)).toContainText('Nothing scheduled');

    await main(page).getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/\/schedule\?from=2026-03-09$/);
    await expect(main(page).getByRole('heading', { name: 'No activities this week' })).toBeVisible();
  });

  test('the kind tabs and the sport chips combine; tackle football and flag football are apart (issue 34)', async ({ page }) => {
    await fakeSchedule(
      page,
      [
        session({ id: 1 }),
        session({ id: 2, programId: 902, program: { id: 902, name: 'Soccer Elite', price: 80, type: 'SOCCER', duration: 120 } }),
        session({ id: 3, programId: 903, program: { id: 903, name: 'Football Skills & Drills', price: 70, type: 'FOOTBALL', duration: 90 } }),
        session({ id: 4, programId: 904, program: { id: 904, name: 'Speed & Agility Fundamentals', price: 45, type: 'SPEED_AGILITY', duration: 60 } }),
      ],
      [game({ id: 1 }), game({ id: 2, sport: 'soccer', title: 'Open Pitch 11v11' }), game({ id: 3, sport: 'flag_football', title: 'Flag Football 7v7' })],
    );
    await page.clock.setFixedTime(new Date('2026-03-02T14:00:00Z'));
    await page.goto('/schedule');
    const tabs = main(page).getByRole('tablist', { name: 'Filter activities' });
    await expect(tabs.getByRole('tab')).toHaveText(['All', 'Training', 'Pickup Games']);
    const sports = main(page).getByRole('group', { name: 'Sport' });
    await expect(sports.getByRole('radio')).toHaveCount(6);
    await expect(sports).toContainText('All sportsBasketballSoccerFlag FootballFootballSpeed & Agility');
    const titles = main(page).getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(7);

    const expectations: Array<[string, string, string[]]> = [
      ['Training', 'All sports', ['Basketball Elite', 'Soccer Elite', 'Football Skills & Drills', 'Speed & Agility Fundamentals']],
      ['Pickup Games', 'All sports', ['Friday Night Runs 5v5', 'Open Pitch 11v11', 'Flag Football 7v7']],
      ['Pickup Games', 'Basketball', ['Friday Night Runs 5v5']],
      ['All', 'Basketball', ['Basketball Elite', 'Friday Night Runs 5v5']],
      ['Training', 'Soccer', ['Soccer Elite']],
      ['All', 'Flag Football', ['Flag Football 7v7']],
      ['All', 'Football', ['Football Skills & Drills']],
      ['All', 'Speed & Agility', ['Speed & Agility Fundamentals']],
    ];
    for (const [tab, sport, shown] of expectations) {
      await tabs.getByRole('tab', { name: tab }).click();
      await sports.getByText(sport, { exact: true }).click();
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(sports.getByRole('radio', { name: sport, exact: true })).toBeChecked();
      await expect(titles).toHaveText(shown);
    }
    // Pickup and Speed & Agility: nothing, and one button clears both filters.
    await tabs.getByRole('tab', { name: 'Pickup Games' }).click();
    await expect(titles).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Show all activities' }).click();
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(sports.getByRole('radio', { name: 'All sports' })).toBeChecked();
    await expect(titles).toHaveCount(7);
  });

  test('the real schedule: tabs over the demo data', async ({ page }) => {
    await page.goto('/schedule');
    const titles = main(page).getByRole('heading', { level: 3 });
    await expect(titles.first()).toBeVisible();
    await main(page).getByRole('tab', { name: 'Pickup Games' }).click();
    await expect(titles.filter({ hasText: 'Friday Night Runs 5v5' }).first()).toBeVisible();
    for (const title of await titles.allTextContents()) {
      expect(['Friday Night Runs 5v5', 'Open Pitch 11v11', 'Flag Football 7v7', 'Lunchtime Hoops 5v5']).toContain(title);
    }
    await main(page).getByRole('tab', { name: 'All' }).click();
    await main(page).getByRole('group', { name: 'Sport' }).getByText('Soccer', { exact: true }).click();
    await expect(titles.filter({ hasText: 'Open Pitch 11v11' })).toHaveCount(1);
    await expect(titles.filter({ hasText: /Basketball|Football|Speed/ })).toHaveCount(0);
  });

  test('a full game shows Full with a disabled button; a full session shows Full and, to visitors, a way to its waitlist', async ({ page }) => {
    await fakeSchedule(page, [session({ availableSpots: 0 })], [game({ currentPlayers: 10, maxPlayers: 10 })]);
    await page.clock.setFixedTime(new Date('2026-03-02T14:00:00Z'));
    await page.goto('/schedule');
    const items = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(items).toHaveCount(2);
    const [training, pickup] = [items.filter({ hasText: 'Training' }).first(), items.filter({ hasText: 'Pickup' }).first()];
    await expect(pickup.getByRole('button', { name: 'Full' })).toBeDisabled();
    await expect(pickup.getByRole('link')).toHaveCount(0);
    // Issue 18: a full session has a waitlist; a visitor is asked to log in to join it, and comes back to it (issue 29).
    await expect(training.getByText('Full', { exact: true })).toBeVisible();
    await expect(training.getByRole('link', { name: /^Log in to join the waitlist/ })).toHaveAttribute('href', /^\/login\?next=%2Fschedule%3Fwaitlist%3D\d+$/);
  });

  test('?program= narrows to that program, names it and is where the session is chosen', async ({ page }) => {
    await login(page, 'ATHLETE');
    const ids = await programIds(page);
    const id = ids['Speed & Agility Fundamentals']!.id;
    await page.goto('/programs');
    await card(page, 'Speed & Agility Fundamentals').getByRole('link', { name: 'View Schedule' }).click();
    await expect(page).toHaveURL(`/schedule?program=${id}`);
    await expect(main(page).getByText('Showing sessions for Speed & Agility Fundamentals')).toBeVisible();
    const titles = main(page).getByRole('heading', { level: 3 });
    await expect(titles.first()).toBeVisible();
    expect(new Set(await titles.allTextContents())).toEqual(new Set(['Speed & Agility Fundamentals']));
    // The demo's Speed & Agility days hold three groups, 7, 8 and 9 in the morning.
    const firstDay = main(page)
      .getByRole('region')
      .filter({ has: page.getByText('Ages 5-7') })
      .first();
    await expect(firstDay.getByText(/^Ages /)).toHaveText(['Ages 5-7', 'Ages 8-11', 'Ages 12+']);
    await expect(firstDay.locator('li > p:first-child > span:first-child')).toHaveText(['7:00 AM', '8:00 AM', '9:00 AM']);
    await expect(firstDay.getByRole('link', { name: /^Book Now/ }).first()).toHaveAttribute(
      'href',
      new RegExp(`^/enhanced-checkout\\?programId=${id}&sessionId=\\d+$`),
    );
    await expect(main(page).getByLabel('Program', { exact: true })).toHaveValue(String(id));

    await main(page).getByRole('link', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(main(page).getByLabel('Program', { exact: true })).toHaveValue('');
    await expect.poll(async () => new Set(await titles.allTextContents()).size).toBeGreaterThan(1);
  });

  test('?program= for a program with no sessions still names it', async ({ page }) => {
    await page.route('**/api/training-programs', (r) => r.fulfill({ json: [{ ...PROGRAM, id: 955, name: 'Volleyball Camp', type: 'VOLLEYBALL' }] }));
    await page.goto('/schedule?program=955');
    await expect(main(page).getByText('Showing sessions for Volleyball Camp')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'No activities this week' })).toBeVisible();
    await expect(main(page).getByText('Nothing is scheduled for this filter yet.', { exact: false })).toBeVisible();
  });

  test('?payment=success shows the success notice at the top, which can be dismissed', async ({ page }) => {
    await login(page, 'ATHLETE');
    await page.goto('/schedule?payment=success');
    const notice = main(page).getByRole('status').filter({ hasText: 'Payment Successful' });
    await expect(notice).toContainText('Your training session has been booked!');
    await notice.getByRole('button', { name: 'Dismiss payment notice' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test('the empty state', async ({ page }) => {
    await fakeSchedule(page, [], []);
    await page.goto('/schedule');
    await expect(main(page).getByRole('heading', { name: 'No activities this week' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Browse programs' })).toHaveAttribute('href', '/training-programs');
  });

  test('a guest browses the schedule; joining a game asks them to log in, an athlete goes to checkout', async ({ page }) => {
    await page.goto('/schedule');
    const game1 = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Friday Night Runs 5v5' }) });
    await expect(game1.getByRole('link', { name: 'Log in to Join' })).toHaveAttribute('href', /^\/login\?next=%2Fpickup-game-checkout%3FgameId%3D\d+$/);
    await expect(main(page).getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute('href', /^\/enhanced-checkout\?programId=\d+&sessionId=\d+$/);

    await login(page, 'ATHLETE');
    await page.goto('/schedule');
    await expect(game1.getByRole('link', { name: 'Join Game' })).toHaveAttribute('href', /^\/pickup-game-checkout\?gameId=\d+$/);
  });

  test('the sport chips scroll sideways at 390 px and the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/schedule');
    await expect(main(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    const chips = main(page).getByRole('group', { name: 'Sport' }).locator('div').first();
    expect(await chips.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('accessibility of the three screens (axe, WCAG 2.1 AA)', () => {
  const SCREENS = [
    { path: '/programs', role: 'ATHLETE' as const },
    { path: '/training-programs', role: null },
    { path: '/schedule?payment=success', role: null },
    { path: '/schedule?program=1', role: 'ATHLETE' as const },
  ];
  for (const width of [1280, 390]) {
    for (const screen of SCREENS) {
      test(`${screen.path} at ${width} px has no serious or critical violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        if (screen.role) await login(page, screen.role);
        await page.goto(screen.path);
        await expect(main(page).getByRole('link', { name: 'Book Now' }).first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
