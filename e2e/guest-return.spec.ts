import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ProgramWithSessions } from '../common/programs';
import { longDay, shortDay, wallTime } from '../web/src/lib/i18n/format';
import { toastOn } from './booking-helpers';
import { DEMO, DEMO_PASSWORD, signUp, uniqueEmail, type Role } from './helpers';
import { bookViaApi } from './member-helpers';
import { gameCard, openGames, planCard } from './open-play-helpers';
import { freshPage, staffPage, verifyLinkFor } from './parent-helpers';
import { oneSpotSession } from './waitlist-helpers';

/**
 * Issue 29: what a guest chose (a session, a plan, a game, a pack) survives signing in or up: the
 * sign-in page says what they were doing, and they land on that checkout, with no "Unauthorized"
 * toast and no detour through the "Welcome back" page to the dashboard.
 */

const main = (page: Page) => page.getByRole('main');
const title = (page: Page) => main(page).getByRole('heading', { level: 1 });

/** The first session the schedule offers with Book Now, as its link and the catalogue knows it. */
async function firstBookNow(page: Page) {
  await page.goto('/schedule');
  const link = main(page)
    .getByRole('link', { name: /^Book Now/ })
    .first();
  const href = (await link.getAttribute('href'))!;
  const sessionId = Number(new URL(href, 'http://x').searchParams.get('sessionId'));
  const catalogue = (await (await page.request.get('/api/training-programs-with-sessions')).json()) as ProgramWithSessions[];
  const program = catalogue.find((p) => p.upcomingSessions.some((s) => s.id === sessionId))!;
  const session = program.upcomingSessions.find((s) => s.id === sessionId)!;
  const what = session.sessionTitle ? `${program.name} ${session.sessionTitle}` : program.name;
  return { link, href, program, session, what };
}

async function signIn(page: Page, role: Role, { submit = 'Sign In' } = {}) {
  await main(page)
    .getByLabel(/^(Email|Correo electrónico)$/)
    .fill(DEMO[role]);
  await main(page)
    .getByLabel(/^(Password|Contraseña)$/)
    .fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: submit }).click();
}

/** No error toast was shown on the way (the app-wide 401 toast, checkout's "Unauthorized"). */
const expectNoErrorToast = (page: Page) => expect(toastOn(page).filter({ hasText: /Unauthorized|No autorizado|log in|logged out/i })).toHaveCount(0);

test('a visitor presses Book Now, signs in, and is on the checkout of that session', async ({ page }) => {
  const { link, href, program, session, what } = await firstBookNow(page);
  await link.click();

  // Straight to sign-in, saying what they were booking; the way to sign up carries the same choice.
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(href)}`);
  await expect(title(page)).toHaveText(`Sign in to book ${what} on ${shortDay(session.date, 'en')}, ${wallTime(session.time, 'en')}`);
  await expect(main(page).getByText('Once you are signed in, you carry on right where you left off.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/signup?next=${encodeURIComponent(href)}`);
  await expect(main(page).getByText('Welcome back')).toHaveCount(0);
  await expectNoErrorToast(page);

  await signIn(page, 'ATHLETE');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: 'Complete your booking', level: 1 })).toBeVisible();
  const summary = main(page).getByRole('heading', { name: 'Booking summary' }).locator('..');
  await expect(summary).toContainText(program.name);
  await expect(summary).toContainText(longDay(session.date, 'en'));
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expectNoErrorToast(page);

  // Back goes to the schedule: the sign-in page, which would send them on again, is not in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/schedule$/);
});

test('a parent lands on the checkout where they pick the athlete; a coach, who cannot buy, lands home', async ({ page }) => {
  const { link, href } = await firstBookNow(page);
  await link.click();
  await signIn(page, 'PARENT');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: 'Complete your booking', level: 1 })).toBeVisible();
  await expect(page.getByText('Who is this booking for?')).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`/login?next=${encodeURIComponent(href)}`);
  await signIn(page, 'COACH');
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  await expectNoErrorToast(page);
});

test('a tampered next falls back to the home of the role', async ({ page }) => {
  for (const next of ['https://evil.test/enhanced-checkout?sessionId=1', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    // Not a choice of this site: the ordinary sign-in page.
    await expect(title(page)).toHaveText('Welcome back');
    await signIn(page, 'ATHLETE');
    await expect(page, next).toHaveURL(/\/home$/);
  }
});

test('a visitor presses Upgrade on a plan, signs up as a new athlete through the welcome and profile setup, and is at that plan’s checkout', async ({
  page,
}) => {
  await page.goto('/subscription');
  await planCard(page, 'Plus').getByRole('link', { name: 'Upgrade to Plus' }).click();
  await expect(page).toHaveURL('/login?next=%2Fsubscription%3Fplan%3DPLUS');
  await expect(title(page)).toHaveText('Sign in to upgrade to Plus');

  await main(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup?next=%2Fsubscription%3Fplan%3DPLUS');
  await expect(title(page)).toHaveText('Create an account to upgrade to Plus');
  await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fsubscription%3Fplan%3DPLUS');
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Morgan');
  await page.getByLabel('Email Address').fill(uniqueEmail('guest-plan'));
  await page.getByLabel('Password').fill('strong-pass-123');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The welcome, as for every new athlete, with the way straight back to the plan.
  await expect(page).toHaveURL('/onboarding?next=%2Fsubscription%3Fplan%3DPLUS');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Octane, Casey!' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Continue to upgrade to Plus' })).toHaveAttribute('href', '/subscription?plan=PLUS');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Complete My Profile' }).click();

  // Profile setup, then on to the plan's checkout: the card form for Plus.
  await expect(page).toHaveURL('/profile-setup?next=%2Fsubscription%3Fplan%3DPLUS');
  await expect(main(page).getByRole('link', { name: 'Continue to upgrade to Plus' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL('/subscription');
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Plus' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$29.00 today');
  await expectNoErrorToast(page);
});

test('a new athlete who leaves the welcome is led back to the session from the verification link opened in the same tab; a new parent goes straight to checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  const { link, href, what } = await firstBookNow(page);
  await link.click();
  await main(page).getByRole('link', { name: 'Create an account' }).click();
  const email = uniqueEmail('guest-book');
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Morgan');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('strong-pass-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`/onboarding?next=${encodeURIComponent(href)}`);

  // Away through the menu, then the e-mailed link in this tab: the choice was kept for this account.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/');
  const staff = await staffPage(browser, baseURL);
  await page.goto(await verifyLinkFor(staff, email));
  await staff.context().close();
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await main(page)
    .getByRole('link', { name: `Continue to book ${what} on ` })
    .click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: 'Complete your booking', level: 1 })).toBeVisible();

  // A new parent has no welcome to pass: straight to the checkout, which asks for an athlete first.
  await page.context().clearCookies();
  await page.goto(`/signup?next=${encodeURIComponent(href)}`);
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Morgan');
  await page.getByLabel('Email Address').fill(uniqueEmail('guest-parent'));
  await page.getByLabel('Password').fill('strong-pass-123');
  await page.getByText('Parent', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(href);
  await expect(page.getByText('Add an athlete first')).toBeVisible();
});

test('a visitor joins a pickup game or buys a pack through sign-in, and lands on that checkout', async ({ page }) => {
  await openGames(page);
  const card = gameCard(page, 'Friday Night Runs 5v5');
  await card.getByRole('link', { name: /^Log in to join/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpickup-game-checkout%3FgameId%3D\d+$/);
  await expect(title(page)).toHaveText(/^Sign in to join Friday Night Runs 5v5 on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M$/);
  await signIn(page, 'ATHLETE');
  await expect(page).toHaveURL(/\/pickup-game-checkout\?gameId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pickup Game Checkout' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/packs');
  await page.getByRole('link', { name: /^Buy pack.*10-Session Pack$/ }).click();
  // A members' checkout: sent on at once, without the "Unauthorized" toast.
  await expect(page).toHaveURL(/\/login\?next=%2Fpacks%2F\d+%2Fcheckout$/);
  await expect(title(page)).toHaveText('Sign in to buy 10-Session Pack');
  await expectNoErrorToast(page);
  await signIn(page, 'PARENT');
  await expect(page).toHaveURL(/\/packs\/\d+\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Buy a session pack' })).toBeVisible();
});

test('a visitor asks to wait for a full session, signs in on a phone, and is back at its Join waitlist', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const staff = await staffPage(browser, baseURL);
  const session = await oneSpotSession(staff);
  await staff.context().close();
  const other = await freshPage(browser, baseURL);
  await signUp(other, 'ATHLETE');
  await bookViaApi(other, session.id);
  await other.context().close();

  await page.goto(`/schedule?from=${session.date}`);
  const row = () => main(page).getByRole('listitem').filter({ hasText: session.title });
  await row()
    .getByRole('link', { name: /^Log in to join the waitlist/ })
    .click();
  await expect(title(page)).toHaveText(`Sign in to join the waitlist for ${session.program.name} ${session.title} on ${shortDay(session.date, 'en')}, 5:30 PM`);

  // On a phone the schedule shows one day: the session's, with its button ready to press.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'ATHLETE');
  await expect(page).toHaveURL(`/schedule?from=${session.date}&waitlist=${session.id}`);
  const join = row().getByRole('button', { name: /^Join waitlist/ });
  await expect(join).toBeFocused({ timeout: 30_000 });
  await join.click();
  // With a saved card (or before the member's cards have loaded) the button asks in a small dialog first.
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(row().getByText('Waitlist #1').or(dialog)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Join waitlist', exact: true }).click();
  await expect(row().getByText('Waitlist #1')).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a visitor presses Reservar, reads what they were booking in Spanish, signs in and is on that checkout', async ({ page }) => {
    await page.goto('/schedule');
    const link = main(page)
      .getByRole('link', { name: /^Reservar/ })
      .first();
    await expect(link).toBeVisible({ timeout: 30_000 });
    const href = (await link.getAttribute('href'))!;
    const sessionId = Number(new URL(href, 'http://x').searchParams.get('sessionId'));
    // In Spanish, as the page reads it: what staff typed comes in the reader's language (decision 066).
    const catalogue = (await (
      await page.request.get('/api/training-programs-with-sessions', { headers: { 'accept-language': 'es' } })
    ).json()) as ProgramWithSessions[];
    const program = catalogue.find((p) => p.upcomingSessions.some((s) => s.id === sessionId))!;
    const session = program.upcomingSessions.find((s) => s.id === sessionId)!;
    const what = session.sessionTitle ? `${program.name} ${session.sessionTitle}` : program.name;
    await link.click();

    await expect(title(page)).toHaveText(`Inicia sesión para reservar ${what} el ${shortDay(session.date, 'es')}, ${wallTime(session.time, 'es')}`);
    await expect(main(page).getByText('En cuanto inicies sesión, sigues justo donde lo dejaste.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', `/signup?next=${encodeURIComponent(href)}`);
    await expectNoErrorToast(page);
    await signIn(page, 'ATHLETE', { submit: 'Iniciar sesión' });
    await expect(page).toHaveURL(href);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page)).toContainText(program.name);
  });
});
