import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { formatPrice, type Program } from '../common/programs';
import { login, signUp } from './helpers';
import { bigPng, choose, linkNewParent, smallPng } from './onboarding-helpers';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Welcome setup progress' });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' });
const badge = (page: Page, done: number) => page.getByText(`${done} of 3 completed`);

test('guests are sent to /login from the welcome and profile setup', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile-setup');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new athlete walks the welcome steps, sets up a profile and lands home with the picture', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await expect(page).toHaveURL(/\/onboarding$/);

  // Step 1 to 4, with Back, and the percent of step / 4.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Octane, Casey!' })).toBeVisible();
  await expect(page.getByText('25% complete')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
  await next(page).click();
  await expect(page.getByText('50% complete')).toBeVisible();
  for (const item of ['Book sessions', 'Video feedback', 'Achievements']) await expect(page.getByRole('heading', { name: item })).toBeVisible();
  await next(page).click();
  await expect(page.getByText('75% complete')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended programs for you' })).toBeVisible();

  // The recommended programs come from the real catalogue, with its prices and lengths.
  const catalogue = (await (await page.request.get('/api/training-programs')).json()) as Program[];
  const items = page.getByRole('list', { name: 'Recommended programs' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  const names = ['Soccer Elite', 'Speed & Agility Fundamentals', 'Basketball Elite'];
  for (const [i, name] of names.entries()) {
    const program = catalogue.find((p) => p.name === name)!;
    await expect(items.nth(i).getByRole('heading')).toHaveText(name);
    await expect(items.nth(i)).toContainText(formatPrice(program.price));
    await expect(items.nth(i)).toContainText(program.duration === 60 ? '1 hour' : `${program.duration / 60} hours`);
  }

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('50% complete')).toBeVisible();
  await next(page).click();
  await next(page).click();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('link', { name: 'Complete My Profile' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);

  // Nothing done yet: the badge, the disabled button and no nudge.
  await expect(badge(page, 0)).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Profile Setup' });
  await expect(complete).toBeDisabled();
  await expect(page.getByText(/steps? away from unlocking/)).toHaveCount(0);

  // A goal chip fills the goals, and the chips go away.
  const chips = page.getByRole('list', { name: 'Goal suggestions' });
  await expect(chips.getByRole('button')).toHaveCount(6);
  await chips.getByRole('button', { name: 'Prepare for next season' }).click();
  await expect(page.getByLabel('What do you want to achieve?')).toHaveValue('Prepare for next season');
  await expect(chips).toHaveCount(0);
  await expect(badge(page, 1)).toBeVisible();
  await expect(page.getByText("You're 2 steps away from unlocking personalized training recommendations!")).toBeVisible();

  // Position waits for a sport and is cleared when the sport changes.
  const position = page.getByRole('combobox', { name: 'Position' });
  await expect(position).toBeDisabled();
  await choose(page, 'Primary Sport', 'Soccer');
  await expect(position).toBeEnabled();
  await choose(page, 'Position', 'Midfielder');
  await expect(position).toHaveText('Midfielder');
  await choose(page, 'Primary Sport', 'Basketball');
  await expect(position).toHaveText('Choose a position');
  await choose(page, 'Position', 'Point Guard');
  await page.getByLabel('Age', { exact: true }).fill('15');
  await expect(badge(page, 2)).toBeVisible();
  await expect(page.getByText("You're 1 step away from unlocking personalized training recommendations!")).toBeVisible();

  // A picture over 5 MB is refused on the client; a small one shows its preview.
  const pictureInput = page.getByLabel('Profile picture', { exact: true });
  await expect(pictureInput).toHaveAttribute('accept', 'image/*');
  await pictureInput.setInputFiles(bigPng());
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please choose an image under 5MB', { exact: true })).toBeVisible();
  await expect(page.getByAltText('Profile picture preview')).toHaveCount(0);
  await expect(badge(page, 2)).toBeVisible();
  await pictureInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await smallPng() });
  await expect(page.getByAltText('Profile picture preview')).toBeVisible();
  await expect(badge(page, 3)).toBeVisible();
  await expect(page.getByText(/steps? away from unlocking/)).toHaveCount(0);

  await complete.click();
  await expect(page).toHaveURL(/\/$/);
  const avatar = page.getByRole('link', { name: 'Casey Morgan, your profile' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/public-files\/profiles\/\d+\/.+\.webp$/);
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ age: 15, sport: 'Basketball', position: 'Point Guard', trainingGoals: 'Prepare for next season', profileCompleted: true });
});

test('the account page changes the name and the password, and an athlete unlinks a parent', async ({ page, playwright, baseURL }) => {
  const email = await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Morgan' })).toBeVisible();

  // Name; a new e-mail asks for the current password (issue 16; the change itself is in accounts.spec).
  await page.getByLabel('First Name').fill('Jamie');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jamie Morgan, your profile' })).toBeVisible();
  await page.getByLabel('Email').fill('athlete@demo.octane.test');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter your current password to change your e-mail address.').first()).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Current password (to change your e-mail)')).toHaveCount(0);

  // A wrong current password is explained inline; the right one changes it.
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('even-stronger-456');
  await page.getByLabel('Confirm New Password').fill('even-stronger-456');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is not correct.' })).toBeVisible();
  await page.getByLabel('Current Password').fill('strong-pass-123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed. You were signed out on your other devices.' }).first()).toBeVisible();

  // Linked parents: none yet; after an accepted invitation, one, then unlinked after confirming.
  await expect(page.getByText('No parents are linked to your account.', { exact: false })).toBeVisible();
  await linkNewParent(page, () => playwright.request.newContext({ baseURL }), email);
  await page.reload();
  const parents = page.getByRole('region', { name: 'Linked parents' });
  await expect(parents.getByText('Robin Parker')).toBeVisible();
  await parents.getByRole('button', { name: 'Unlink Robin Parker' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unlink Robin Parker?' });
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Parent unlinked', { exact: true })).toBeVisible();
  await expect(parents.getByText('Robin Parker')).toHaveCount(0);

  await expect(page.getByRole('link', { name: /My Public Profile/ })).toHaveAttribute('href', '/my-public-profile');
  await expect(page.getByRole('link', { name: /Subscription/ })).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('link', { name: /Profile Setup/ })).toHaveAttribute('href', '/profile-setup');

  // Sign Out, then the new password signs in.
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await login(page, 'ATHLETE', email, 'even-stronger-456');
});

test('a coach sees the athlete management entry and skips to the coach dashboard', async ({ page }) => {
  await signUp(page, 'COACH');
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the coaching team, Casey!' })).toBeVisible();
  await next(page).click();
  await next(page).click();
  await expect(page.getByText('75% complete')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Athlete Management Tools' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended programs' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/coach-dashboard$/);
});

test('a parent is told how linking works and sees the parent programs', async ({ page }) => {
  await signUp(page, 'PARENT');
  await page.goto('/onboarding');
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Link your athlete' })).toBeVisible();
  await expect(page.getByText(/e-mail them an invitation/)).toBeVisible();
  await next(page).click();
  const items = page.getByRole('list', { name: 'Recommended programs' }).getByRole('listitem');
  await expect(items.getByRole('heading')).toHaveText(['Soccer Fundamentals', 'Basketball Fundamentals', 'Speed & Agility Fundamentals']);
  await next(page).click();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
});
