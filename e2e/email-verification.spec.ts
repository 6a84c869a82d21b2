import { expect, test } from './fixtures';
import { expectAccessible } from './booking-helpers';
import { signUp } from './helpers';
import { staffPage, verifyLinkFor } from './parent-helpers';
import { en } from '../common/messages/index.ts';

test('a new member verifies their address from the e-mailed link; the account page asks until then', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText(`Please confirm your e-mail address: we sent a link to ${email}.`);
  await expectAccessible(page);

  // The link of the sign-up e-mail, then a new one asked for from the banner (by keyboard): the first stops working.
  const staff = await staffPage(browser, baseURL);
  const first = await verifyLinkFor(staff, email);
  await banner.getByRole('button', { name: 'Send the link again' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('status')).toHaveText(`We sent a new link to ${email}. It works once, for 7 days.`);
  const second = await verifyLinkFor(staff, email);
  expect(second).not.toBe(first);

  await page.goto(first);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(page.getByRole('alert')).toContainText(en('auth.verifyInvalid'));

  // Opening the link changes nothing until the button is pressed (mail scanners open links).
  await page.goto(second);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).emailVerified).toBe(false);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(page.getByRole('status')).toContainText(en('auth.emailVerified'));
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Morgan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
  await staff.context().close();
});
