import { expect, test } from './fixtures';
import { login, signUp, uniqueEmail } from './helpers';

test('forgot password: the link from the e-mail sets a new password once and signs every device out', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('forgetful');
  await signUp(page, 'ATHLETE', email);
  await page.context().clearCookies();

  // The other device stays signed in until the password changes.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await login(other, 'ATHLETE', email, 'strong-pass-123');

  const fresh = await (await browser.newContext({ baseURL })).newPage();
  await fresh.goto('/login');
  await fresh.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(fresh).toHaveURL(/\/forgot-password$/);
  await fresh.getByRole('button', { name: 'Send reset link' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('Please fill in all required fields');
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByRole('button', { name: 'Send reset link' }).click();
  await expect(fresh.getByRole('status')).toContainText('If an account exists for that address, we have sent it a link');

  // Staff read the outbox (no SMTP here): the link is in the newest e-mail to the address.
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await login(staff, 'COACH');
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill(email);
  const mail = staff.getByRole('article').first();
  await expect(mail.getByRole('heading')).toContainText('Reset your');
  const href = await mail.getByRole('link', { name: /\/reset-password\// }).getAttribute('href');
  const path = new URL(href!).pathname;

  await fresh.goto(path);
  await expect(fresh.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await fresh.getByLabel('New password', { exact: true }).fill('short');
  await fresh.getByLabel('Confirm new password').fill('short');
  await fresh.getByRole('button', { name: 'Set new password' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await fresh.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await fresh.getByLabel('Confirm new password').fill('a-brand-new-secret');
  await fresh.getByRole('button', { name: 'Set new password' }).click();
  await expect(fresh.getByRole('status')).toContainText('Your password was changed and every device was signed out.');

  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await fresh.getByRole('link', { name: 'Log in' }).click();
  await login(fresh, 'ATHLETE', email, 'a-brand-new-secret');

  // The link works once.
  await fresh.context().clearCookies();
  await fresh.goto(path);
  await fresh.getByLabel('New password', { exact: true }).fill('yet-another-secret');
  await fresh.getByLabel('Confirm new password').fill('yet-another-secret');
  await fresh.getByRole('button', { name: 'Set new password' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('This link to reset your password is not valid, or was already used. Please ask for a new one.');
  for (const p of [other, fresh, staff]) await p.context().close();
});

test('an e-mail change needs the password and happens from the link sent to the new address', async ({ page, browser, baseURL }) => {
  const email = await signUp(page, 'ATHLETE');
  const next = uniqueEmail('moved');
  await page.goto('/profile');
  await page.getByLabel('Email').fill(next);
  await page.getByLabel('Current password (to change your e-mail)').fill('not-my-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Current password (to change your e-mail)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();
  await page.getByLabel('Current password (to change your e-mail)').fill('strong-pass-123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('[aria-label^="Notifications"] li')).toContainText(`We sent a link to ${next}. Your e-mail address changes when you open it.`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText(`Waiting for confirmation: ${next}.`)).toBeVisible();

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await login(staff, 'COACH');
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill(email);
  await expect(staff.getByRole('article').first().getByRole('heading')).toContainText('e-mail address was requested');
  await staff.getByLabel('Filter by recipient').fill(next);
  const href = await staff
    .getByRole('article')
    .first()
    .getByRole('link', { name: /\/confirm-email\// })
    .getAttribute('href');

  await page.goto(new URL(href!).pathname);
  await page.getByRole('button', { name: 'Confirm new e-mail address' }).click();
  await expect(page.getByRole('status')).toContainText('Your e-mail address was changed. Use it to sign in from now on.');
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(next);
  await staff.context().close();
});

test('the account page lists where the account is signed in and signs another device out', async ({ page, browser, baseURL }) => {
  const email = await signUp(page, 'ATHLETE');
  const other = await (
    await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
  ).newPage();
  await login(other, 'ATHLETE', email, 'strong-pass-123');

  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByTestId('device-session');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
  const phone = devices.filter({ hasText: 'Safari on iPhone' });
  await expect(phone).toContainText(/Signed in \w{3} \d+, .* · last active/);
  await phone.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.locator('[aria-label^="Notifications"] li')).toContainText('Safari on iPhone was signed out.');
  await expect(devices).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.context().close();
});
