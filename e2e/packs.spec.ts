import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import type { TrainingSession } from '../common/programs';
import { fillCard, REGISTRATION, signWaiverViaApi } from './booking-helpers';
import { signUp, uniqueEmail } from './helpers';
import { freshPage, staffPage } from './parent-helpers';

test.describe.configure({ timeout: 150_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/packs-${name}.png`, fullPage: true });
const originOf = (page: Page) => new URL(page.url()).origin;

/** A child linked to the parent through the invitation e-mail (read in the outbox), with their waiver signed: set up through the API. */
async function linkedChild(browser: Browser, baseURL: string | undefined, parent: Page, staff: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const added = await parent.request.post('/api/parent/add-athlete', {
    data: { email, firstName, lastName: 'Morgan', age: 12 },
    headers: { origin: originOf(parent) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const mails = (await (await staff.request.get('/api/dev/outbox')).json()) as Array<{ to: string; text: string }>;
  const token = /\/invite\/([\w-]+)/.exec(mails.find((m) => m.to === email)!.text)![1]!;
  const kid = await freshPage(browser, baseURL);
  await kid.goto('/');
  const signup = await kid.request.post('/api/auth/signup', {
    data: { firstName, lastName: 'Morgan', email, password: 'strong-pass-123', role: 'ATHLETE', inviteToken: token },
    headers: { origin: originOf(kid) },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const registered = await kid.request.post('/api/athlete-registration', {
    data: { ...REGISTRATION, athleteName: `${firstName} Morgan`, athleteAge: 12 },
    headers: { origin: originOf(kid) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const me = (await (await kid.request.get('/api/auth/user')).json()) as { id: number };
  // A 12-year-old's waiver is signed by the parent (decision 043).
  await signWaiverViaApi(parent, 'Casey Morgan', me.id);
  return { id: me.id, name: `${firstName} Morgan` };
}

test('a parent buys a 10-session pack, books two sessions for two children with credits, cancels one in time and sees the credit back', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffPage(browser, baseURL);
  await signUp(page, 'PARENT');
  const kids = [await linkedChild(browser, baseURL, page, staff, 'Riley'), await linkedChild(browser, baseURL, page, staff, 'Jamie')];

  // The pack, bought at its checkout with the test card.
  await page.goto('/packs');
  await expect(page.getByRole('heading', { name: 'Session packs', level: 1 })).toBeVisible();
  await shot(page, 'on-sale');
  await page.getByRole('link', { name: /^Buy pack.*10-Session Pack$/ }).click();
  await expect(page.getByRole('heading', { name: 'Buy a session pack' })).toBeVisible();
  await expect(page.getByTestId('pack-total')).toContainText('$650.00');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^(Save & Pay|Pay \$)/ }).click();
  await expect(page.getByRole('heading', { name: 'Your session pack is ready to use' })).toBeVisible();
  await expect(page.getByTestId('pack-credits')).toContainText('10 credits');

  // Two sessions more than a day ahead, one for each child, each paid with a credit.
  const sessions = ((await (await page.request.get('/api/training-sessions')).json()) as TrainingSession[]).filter(
    (s) => s.availableSpots > 2 && new Date(s.startsAt).getTime() > Date.now() + 30 * 3600_000 && s.ageGroup === null,
  );
  const bookingIds: number[] = [];
  for (const [i, kid] of kids.entries()) {
    const s = sessions[i]!;
    await page.goto(`/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}&athleteId=${kid.id}`);
    const choice = page.getByTestId('credit-choice');
    await expect(choice).toContainText(`${10 - i} credits left`);
    if (i === 0) await shot(page, 'checkout-credit');
    await choice.getByRole('button', { name: 'Use 1 credit' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=\\d+&session=${s.id}$`));
    bookingIds.push(Number(new URL(page.url()).searchParams.get('booking')));
  }

  // The dashboard shows the balance.
  await page.goto('/parent-dashboard');
  const card = page.getByTestId('credits-card');
  await expect(card).toContainText('8 credits');
  await shot(page, 'dashboard-credits');

  // One booking is cancelled more than 24 hours ahead: the credit comes back.
  const cancelled = await page.request.post(`/api/session-bookings/${bookingIds[0]}/cancel`, { headers: { origin: originOf(page) } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  expect(await cancelled.json()).toMatchObject({ refunded: 0, creditReturned: true });
  await page.reload();
  await expect(card).toContainText('9 credits');
});

test('staff define a pack, retire it, and see packs in the reports', async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  await staff.goto('/coach/manage/packs');
  await expect(staff.getByRole('heading', { name: 'Packs', level: 2 })).toBeVisible();
  await staff.getByRole('button', { name: 'New pack' }).click();
  const dialog = staff.getByRole('dialog');
  const name = `Summer pack ${Date.now() % 100000}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Number of sessions').fill('6');
  await dialog.getByLabel('Price (dollars)').fill('240');
  await dialog.getByLabel('Valid for (days)').fill('45');
  await dialog.getByRole('button', { name: 'Create pack' }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByTestId('staff-pack').filter({ hasText: name });
  await expect(row).toContainText('6 sessions');
  await expect(row).toContainText('$40.00 per session');
  await shot(staff, 'staff-list');
  await row.getByRole('button', { name: `Retire ${name}` }).click();
  await staff.getByRole('button', { name: 'Retire pack' }).click();
  await expect(row.getByText('Retired')).toBeVisible();
  const onSale = (await (await staff.request.get('/api/packs')).json()) as Array<{ name: string }>;
  expect(onSale.map((p) => p.name)).not.toContain(name);
  await staff.goto('/coach/manage/reports');
  const report = staff.getByTestId('packs-report');
  await expect(report).toContainText('Revenue not yet earned');
  await expect(report.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/staff/reports/packs.csv');
});
