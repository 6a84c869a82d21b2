import fs from 'node:fs';
import { expect, test } from './fixtures';
import { signUp } from './helpers';

test('download my data, then delete my account: a wrong password is refused on the field, the right one signs out for good', async ({ page }) => {
  const email = await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  // Download my data: a JSON file with this account's e-mail.
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('octane-my-data.json');
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string; firstName: string } };
  expect(data.account).toMatchObject({ email, firstName: 'Casey' });

  // Delete my account: the dialog explains, asks for the password, and can be left with Escape.
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Records of bookings and payments, which the law requires us to keep.');
  const password = dialog.getByLabel('Current Password');
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Please enter your current password')).toBeVisible();
  await password.fill('not-my-password');
  await password.press('Enter');
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await password.fill('strong-pass-123');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The account is gone: signing in with it fails.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('strong-pass-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});
