import { expect, type Browser, type Page } from '@playwright/test';
import { login } from './helpers';

export const PASSWORD = 'strong-pass-123';

/** A section of the parent dashboard, by its heading. */
export const section = (page: Page, name: 'My Athletes' | 'Upcoming Sessions' | "Coach's Corner" | 'Billing & Subscription') =>
  page.getByRole('region', { name });

export const dialog = (page: Page) => page.getByRole('dialog');

/** Fills the Add Athlete dialog (open already) and submits it. */
export async function submitAthlete(page: Page, a: { email: string; firstName: string; lastName: string; age: string }) {
  const d = dialog(page);
  // The dialog opens on "Add a child" (no e-mail, issue 29); an athlete with an address is invited.
  await d.getByRole('radio', { name: 'Invite by e-mail' }).check();
  await d.getByLabel("Athlete's email").fill(a.email);
  await d.getByLabel('First name').fill(a.firstName);
  await d.getByLabel('Last name').fill(a.lastName);
  await d.getByLabel('Age', { exact: true }).fill(a.age);
  await d.getByRole('button', { name: 'Add Athlete' }).click();
}

/** A page signed in as the demo coach (staff), in a context of its own. */
export async function staffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await login(page, 'COACH');
  return page;
}

/** The invitation link of the newest e-mail to `email`, read on the staff outbox page (as a path). */
export async function inviteLinkFor(staff: Page, email: string): Promise<string> {
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill(email);
  const mail = staff.getByRole('article').first();
  await expect(mail).toContainText(email);
  await expect(mail.getByRole('heading')).toContainText('invited you to');
  const href = await mail.getByRole('link', { name: /\/invite\// }).getAttribute('href');
  expect(href).toMatch(/^http:\/\/localhost:\d+\/invite\/[\w-]+$/);
  return new URL(href!).pathname;
}

/** The link of the newest address-verification e-mail to `email` (issue 16), read on the staff outbox page (as a path). */
export async function verifyLinkFor(staff: Page, email: string): Promise<string> {
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill(email);
  const mail = staff
    .getByRole('article')
    .filter({ has: staff.getByRole('heading', { name: /^Verify your e-mail address/ }) })
    .first();
  await expect(mail).toContainText(email);
  const href = await mail.getByRole('link', { name: /\/verify-email\// }).getAttribute('href');
  expect(href).toMatch(/^http:\/\/localhost:\d+\/verify-email\/[\w-]+$/);
  return new URL(href!).pathname;
}

/** Verifies an address as its owner does: the link from the e-mail (read by `staff` in the outbox), then the button. */
export async function verifyEmail(page: Page, staff: Page, email: string) {
  await page.goto(await verifyLinkFor(staff, email));
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();
}

/** A signed-out browser of its own (the child's, on another device). */
export async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}
