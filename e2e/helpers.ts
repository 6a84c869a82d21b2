import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { currentBaseURL } from './fixtures';

export const DEMO_PASSWORD = 'octane-demo-2026';
export const DEMO = {
  ATHLETE: 'athlete@demo.octane.test',
  COACH: 'coach@demo.octane.test',
  PARENT: 'parent@demo.octane.test',
} as const;
export type Role = keyof typeof DEMO;

export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.com`;

const landing = (role: Role) => (role === 'COACH' ? '/coach' : '/home');

/**
 * Signs in as the demo account of a role (or `email`) the quick way: the sign-in call, then the
 * role's home page. Journeys about signing in itself use loginThroughForm (issue 28: the form is
 * a page load and four steps that most journeys do not test).
 */
export async function login(page: Page, role: Role, email: string = DEMO[role], password = DEMO_PASSWORD) {
  const origin = currentBaseURL();
  const res = await page.request.post(`${origin}/api/auth/login`, { data: { email, password }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(landing(role));
  await expect(page).toHaveURL(role === 'COACH' ? /\/coach$/ : /\/home$/);
}

/** Signs in through the login screen as the demo account of a role. */
export async function loginThroughForm(page: Page, role: Role, email: string = DEMO[role], password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(role === 'COACH' ? /\/coach$/ : /\/home$/);
}

/** Creates an account through the sign-up screen. */
export async function signUp(page: Page, role: Role, email = uniqueEmail(role.toLowerCase())) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Morgan');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('strong-pass-123');
  await page.getByText(role === 'ATHLETE' ? 'Athlete' : role === 'COACH' ? 'Coach' : 'Parent', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Done when the app has moved on, or shows why it could not.
  await Promise.race([page.waitForURL((u) => u.pathname !== '/signup'), page.getByRole('alert').waitFor()]);
  return email;
}

/** Signs out the way a person does from a link: /api/logout asks first (issue 16), the button signs out. */
export async function signOut(page: Page) {
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/logout$/);
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
