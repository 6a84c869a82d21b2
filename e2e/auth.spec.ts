import { expect, test } from './fixtures';
import { loginThroughForm as login, signOut, signUp } from './helpers';

test.describe('accounts', () => {
  test('sign-up lands each role where part 1, 2.4 says', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('link', { name: 'Casey Morgan, your profile' })).toBeVisible();
    await signOut(page);

    // A coach sign-up is an application (issue 16): the coach screens wait for staff approval.
    await signUp(page, 'COACH');
    await expect(page).toHaveURL(/\/coach$/);
    await expect(page.getByRole('heading', { name: 'Waiting for approval', level: 1 })).toBeVisible();
    await signOut(page);

    await signUp(page, 'PARENT');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-up shows the validation messages', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('B');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await page.getByLabel('Email Address').fill('a@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  });

  test('a duplicate e-mail shows the server message', async ({ page }) => {
    const email = await signUp(page, 'ATHLETE');
    await signOut(page);
    await signUp(page, 'ATHLETE', email);
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
  });

  test('login: missing fields, wrong password, then success and sign out', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
    await page.getByLabel('Email').fill('athlete@demo.octane.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    await login(page, 'ATHLETE');
    await expect(page.getByRole('link', { name: /Jordan Rivera/ })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('coach login lands on /coach', async ({ page }) => {
    await login(page, 'COACH');
    await expect(page).toHaveURL(/\/coach$/);
    await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible();
  });
});
