import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from '../bench/web/chromium';
import { expect, test } from './fixtures';
import { login, signUp } from './helpers';
import { bookViaApi } from './member-helpers';
import { freshPage, staffPage } from './parent-helpers';
import { qrVideo } from './qr-video';

/*
 * Issue 32 (decision 057): every booking has a QR code and a typed code; staff check members in by
 * scanning it with the device camera or typing it, the roster shows it live, and a front-desk
 * kiosk lets members check themselves in.
 */
test.describe.configure({ timeout: 120_000 });

const originOf = (page: Page) => new URL(page.url()).origin;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/check-in-${name}.png`, fullPage: true });

/** A session starting in about 30 minutes (check-in is open), made by staff through the API. */
async function soonSession(staff: Page) {
  const { timeZone } = (await (await staff.request.get('/api/site')).json()) as { timeZone: string };
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{ id: number; name: string; archived: boolean }>;
  const program = programs.find((p) => !p.archived)!;
  const at = new Date(Date.now() + 30 * 60_000);
  const title = `Check-in drill ${crypto.randomBytes(3).toString('hex')}`;
  const res = await staff.request.post('/api/staff/sessions', {
    data: {
      programId: program.id,
      date: formatInTimeZone(at, timeZone, 'yyyy-MM-dd'),
      time: formatInTimeZone(at, timeZone, 'HH:mm'),
      capacity: 5,
      location: 'Court 3',
      sessionTitle: title,
    },
    headers: { origin: originOf(staff) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, title, program };
}

/** A new athlete booked into the session; answers their page and the booking's code as the app shows it. */
async function bookedMember(browser: Parameters<typeof freshPage>[0], baseURL: string | undefined, sessionId: number) {
  const page = await freshPage(browser, baseURL);
  await signUp(page, 'ATHLETE');
  const bookingId = await bookViaApi(page, sessionId);
  const mine = (await (await page.request.get('/api/my-bookings')).json()) as Array<{ id: number; checkInCode: string }>;
  const code = mine.find((b) => b.id === bookingId)!.checkInCode;
  return { page, bookingId, shown: `${code.slice(0, 4)}-${code.slice(4)}` };
}

test('a member shows their QR code; staff type it in, the open roster shows the check-in, and the member sees it', async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  const session = await soonSession(staff);
  const member = await bookedMember(browser, baseURL, session.id);

  // The member's upcoming session has its check-in code: a QR code and the code to type.
  await member.page.goto('/sessions');
  const row = member.page
    .getByRole('listitem')
    .filter({ hasText: session.program.name })
    .filter({ has: member.page.getByRole('button', { name: /^Check-in code/ }) })
    .first();
  await row.getByRole('button', { name: /^Check-in code/ }).click();
  const dialog = member.page.getByRole('dialog', { name: 'Check-in code' });
  await expect(dialog.getByRole('img', { name: `QR code for check-in code ${member.shown}` })).toBeVisible();
  await expect(dialog.getByTestId('check-in-code')).toHaveText(member.shown);
  await shot(member.page, 'member-code');
  expect(
    (await new AxeBuilder({ page: member.page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Another staff page has the session's roster open.
  const rosterPage = await staffPage(browser, baseURL);
  await rosterPage.goto('/coach/manage');
  const sessionRow = rosterPage.getByTestId('staff-session').filter({ hasText: session.title });
  await expect(rosterPage.getByRole('heading', { name: /^Week of/ })).toBeVisible();
  for (let i = 0; i < 2 && !(await sessionRow.isVisible()); i++) {
    await expect(rosterPage.getByText('Loading sessions...')).toHaveCount(0);
    if (!(await sessionRow.isVisible())) await rosterPage.getByRole('button', { name: 'Next week', exact: true }).click();
  }
  await sessionRow.getByRole('button', { name: /^Roster/ }).click();
  const roster = rosterPage.getByRole('dialog');
  await expect(roster).toContainText('Casey Morgan');
  await expect(roster).toContainText('1 booked · 0 checked in');

  // Staff type the code on the check-in page (lower case and without the dash, as people type).
  await staff.goto('/coach/manage/check-in');
  await expect(staff.getByRole('heading', { name: 'Check-in', level: 2 })).toBeVisible();
  await staff.getByLabel('Check-in code').fill(member.shown.replace('-', '').toLowerCase());
  await staff.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Checked in: Casey Morgan' })).toBeVisible();
  await expect(staff.getByRole('status')).toContainText(session.program.name);
  // Again: nothing changes, and it says so.
  await staff.getByLabel('Check-in code').fill(member.shown);
  await staff.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Already checked in: Casey Morgan' })).toBeVisible();
  // A code nobody has, and one that is not a code.
  await staff.getByLabel('Check-in code').fill('FFFF-FFFF');
  await staff.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staff.getByRole('status')).toContainText('No booking has this code. Check the code and try again.');
  await staff.getByLabel('Check-in code').fill('hello');
  await staff.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staff.getByText('Enter the 8-character code, like 3F9A-C21B.')).toBeVisible();
  await shot(staff, 'staff-typed');
  expect((await new AxeBuilder({ page: staff }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  // The open roster shows it without a reload; the member's list says Checked in.
  await expect(roster).toContainText('1 booked · 1 checked in', { timeout: 15_000 });
  await member.page.reload();
  await expect(member.page.getByRole('listitem').filter({ hasText: session.program.name }).getByText('Checked in')).toBeVisible();
});

/** A browser whose camera films `code` as a QR code (Chromium's fake camera, fed the code as a video), with staff signed in. */
async function cameraDesk(baseURL: string, code: string) {
  const camera = await chromium.launch({
    executablePath: JOURNEY_CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--explicitly-allowed-ports=${new URL(baseURL).port}`,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(code)}`,
    ],
  });
  const context = await camera.newContext({ baseURL, serviceWorkers: 'block' });
  await context.grantPermissions(['camera']);
  const desk = await context.newPage();
  await login(desk, 'COACH');
  return { camera, desk };
}

test("staff scan a member's QR code with the device camera, and a member scans theirs at the kiosk", async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  const session = await soonSession(staff);
  const member = await bookedMember(browser, baseURL, session.id);
  const { camera, desk } = await cameraDesk(baseURL!, member.shown);
  try {
    await desk.goto('/coach/manage/check-in');
    await desk.getByRole('button', { name: 'Start camera' }).click();
    await expect(desk.getByText('Hold the QR code in front of the camera.')).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: 'Checked in: Casey Morgan' })).toBeVisible({ timeout: 20_000 });
    await shot(desk, 'camera');
    await desk.getByRole('button', { name: 'Stop camera' }).click();
    await expect(desk.getByRole('button', { name: 'Start camera' })).toBeVisible();
  } finally {
    await camera.close();
  }

  // Another member holds their booking's QR code up to the front-desk kiosk's camera.
  const second = await bookedMember(browser, baseURL, session.id);
  const kiosk = await cameraDesk(baseURL!, second.shown);
  try {
    await kiosk.desk.goto('/coach/manage/check-in');
    await kiosk.desk.getByLabel('Device name').fill('Door tablet');
    await kiosk.desk.getByRole('button', { name: 'Start kiosk on this device' }).click();
    await kiosk.desk.getByRole('alertdialog').getByRole('button', { name: 'Start kiosk on this device' }).click();
    await kiosk.desk.waitForURL((u) => u.pathname === '/kiosk');
    // The camera starts by itself and reads the code.
    await expect(kiosk.desk.getByRole('status')).toContainText('Welcome, Casey M.!', { timeout: 20_000 });
    await expect(kiosk.desk.getByRole('status')).toContainText(`You're checked in for ${session.program.name}`);
    await shot(kiosk.desk, 'kiosk-camera');
    await kiosk.desk.getByRole('button', { name: 'Exit kiosk' }).click();
    await kiosk.desk.getByRole('alertdialog').getByRole('button', { name: 'Exit kiosk' }).click();
    await kiosk.desk.waitForURL((u) => u.pathname === '/login');
  } finally {
    await kiosk.camera.close();
  }
  const roster = (await (await staff.request.get(`/api/staff/sessions/${session.id}/roster`)).json()) as Array<{
    bookingId: number;
    attendance: string | null;
  }>;
  expect(roster.filter((r) => [member.bookingId, second.bookingId].includes(r.bookingId)).map((r) => r.attendance)).toEqual(['CHECKED_IN', 'CHECKED_IN']);
});

test('a front-desk kiosk: staff start it, members check themselves in with their code, and it is left with a confirmation', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffPage(browser, baseURL);
  const session = await soonSession(staff);
  const member = await bookedMember(browser, baseURL, session.id);

  await login(page, 'COACH');
  await page.goto('/coach/manage/check-in');
  // A name of its own: a retry of this journey must not read an earlier try's kiosk.
  const label = `Front desk ${crypto.randomBytes(2).toString('hex')}`;
  await page.getByLabel('Device name').fill(label);
  await page.getByRole('button', { name: 'Start kiosk on this device' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start kiosk on this device' }).click();
  await page.waitForURL((u) => u.pathname === '/kiosk');
  await expect(page.getByRole('heading', { name: 'Check in', level: 1 })).toBeVisible();
  await expect(page.getByText(label)).toBeVisible();
  // No camera on this machine: it says so, and the code can be typed.
  await expect(page.getByText(/Type the code instead\./)).toBeVisible();
  // Staff see it running.
  await staff.goto('/coach/manage/check-in');
  await expect(staff.getByText(`${label}: started by`, { exact: false })).toBeVisible();

  await page.getByLabel('Check-in code').fill(member.shown);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Welcome, Casey M.!');
  await expect(page.getByRole('status')).toContainText(`You're checked in for ${session.program.name}`);
  await expect(page.getByText('Morgan')).toHaveCount(0);
  await shot(page, 'kiosk');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByLabel('Check-in code').fill('FFFF-FFFF');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status')).toContainText("We couldn't check you in");

  // The kiosk is nothing more: the staff workspace asks to log in.
  const kioskContext = page.context();
  const other = await kioskContext.newPage();
  await other.goto('/coach/manage/check-in');
  await expect(other.getByRole('heading', { name: 'Check-in', level: 2 })).toHaveCount(0);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();

  // Leaving kiosk mode asks first, then goes to the login page.
  await page.getByRole('button', { name: 'Exit kiosk' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Exit kiosk' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await page.goto('/kiosk');
  await expect(page.getByRole('heading', { name: 'This device is not a kiosk' })).toBeVisible();
  await staff.reload();
  await expect(staff.getByText(`${label}: started by`, { exact: false })).toHaveCount(0);
});
