import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { login } from './helpers';

/** Issue 20: each role in Spanish. Screenshots go to test-results/spanish-*.png to be looked at. */
test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.getByRole('banner');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/spanish-${name}.png`, fullPage: false });

async function chooseSpanish(page: Page) {
  await header(page).getByLabel('Language').selectOption('es');
  await expect(header(page).getByLabel('Idioma')).toHaveValue('es');
}

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('sees the header, footer and schedule in Spanish, server messages too, and can switch to English', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { name: 'Calendario de entrenamientos y partidos', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Calendario' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados.');
    await expect(page.getByRole('button', { name: 'Semana siguiente' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Reservar/ }).first()).toHaveAttribute('href', /\/enhanced-checkout\?programId=\d+&sessionId=\d+$/);
    await expect(page.getByText(/\d{1,2}:\d{2} [ap]\. ?m\./).first()).toBeVisible();
    await shot(page, 'visitor-schedule-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('group', { name: 'Elige un día' })).toBeVisible();
    await shot(page, 'visitor-schedule-390');

    const refused = await page.request.post('/api/auth/login', {
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      data: { email: 'nadie@example.com', password: 'incorrecta-123' },
    });
    expect(((await refused.json()) as { message: string }).message).toBe('Correo electrónico o contraseña incorrectos');

    await page.setViewportSize({ width: 1280, height: 800 });
    await header(page).getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Training & Pickup Schedule', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Training & Pickup Schedule', level: 1 })).toBeVisible({ timeout: 30_000 });
  });
});

test('an athlete chooses Spanish once: it is kept on the account, for every device', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await login(page, 'ATHLETE');
  await chooseSpanish(page);
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
  await expect(header(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { language: string }).language).toBe('es');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Calendario' }).click();
  await expect(page.getByRole('heading', { name: 'Calendario de entrenamientos y partidos', level: 1 })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'athlete-schedule');
  const bad = await page.request.put('/api/user/profile', { data: { sport: 'Soccer', position: 'Pitcher' } });
  expect(((await bad.json()) as { message: string }).message).toMatch(/^Pitcher no es una posición de Soccer/);

  // Another browser in English: signing in brings the account's Spanish.
  const other = await browser.newContext({ locale: 'en-US' });
  const second = await other.newPage();
  await login(second, 'ATHLETE');
  await expect(second.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'es');
  await shot(second, 'athlete-dashboard');
  // Back to English for the other journeys that use this demo account.
  await header(second).getByLabel('Idioma').selectOption('en');
  await expect.poll(async () => ((await (await second.request.get('/api/auth/user')).json()) as { language: string }).language).toBe('en');
  await other.close();
});

test('a parent switches to Spanish', async ({ page }) => {
  await login(page, 'PARENT');
  await chooseSpanish(page);
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Juego libre' })).toBeVisible();
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Calendario de entrenamientos y partidos', level: 1 })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'parent-schedule');
  await header(page).getByLabel('Idioma').selectOption('en');
  await expect.poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { language: string }).language).toBe('en');
});

test('a coach switches to Spanish: the dashboard, header and footer follow', async ({ page }) => {
  await login(page, 'COACH');
  await chooseSpanish(page);
  await expect(
    page
      .getByRole('heading', { name: 'Panel del entrenador' })
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
  await expect(header(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await shot(page, 'coach-dashboard');
  await header(page).getByLabel('Idioma').selectOption('en');
  await expect.poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { language: string }).language).toBe('en');
});

/**
 * Every role's main screens in Spanish, each screenshotted to test-results/spanish-tour-*.png to be
 * looked at, and none showing the English of its page title.
 */
const TOURS: { role: 'VISITOR' | 'ATHLETE' | 'PARENT' | 'COACH'; pages: { path: string; heading: RegExp; more?: RegExp }[] }[] = [
  {
    role: 'VISITOR',
    pages: [
      { path: '/', heading: /Libera tu/, more: /Todo lo que necesitas/ },
      { path: '/programs', heading: /Programas de entrenamiento/ },
      { path: '/login', heading: /./ },
      { path: '/signup', heading: /./ },
      { path: '/free-play', heading: /./ },
      { path: '/alumni', heading: /./ },
    ],
  },
  {
    role: 'ATHLETE',
    pages: [
      { path: '/dashboard', heading: /./ },
      { path: '/sessions', heading: /Mis sesiones de entrenamiento/ },
      { path: '/media', heading: /Videos y fotos de entrenamiento/ },
      { path: '/progress', heading: /./ },
      { path: '/achievements', heading: /./ },
      { path: '/subscription', heading: /./ },
      { path: '/profile', heading: /./ },
      { path: '/my-public-profile', heading: /./ },
    ],
  },
  {
    role: 'PARENT',
    pages: [
      { path: '/parent-dashboard', heading: /./ },
      { path: '/profile', heading: /./ },
    ],
  },
  {
    role: 'COACH',
    pages: [
      { path: '/coach-dashboard', heading: /./ },
      { path: '/coach/manage', heading: /Gestiona el negocio/ },
      { path: '/coach/manage/reports', heading: /./ },
      { path: '/player-profiles', heading: /./ },
    ],
  },
];

for (const tour of TOURS) {
  test(`${tour.role.toLowerCase()}: the main screens in Spanish`, async ({ browser }) => {
    test.setTimeout(180_000);
    // A visitor's browser prefers Spanish; members sign in (English forms) and then choose Spanish.
    const context = await browser.newContext({ locale: tour.role === 'VISITOR' ? 'es-MX' : 'en-US' });
    const page = await context.newPage();
    if (tour.role !== 'VISITOR') {
      await login(page, tour.role);
      await chooseSpanish(page);
    }
    for (const { path, heading, more } of tour.pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading, { timeout: 30_000 });
      await expect(page.getByRole('status').filter({ hasText: /Cargando|Loading/ })).toHaveCount(0, { timeout: 30_000 });
      // Parts that load once the page is idle (the home page's sections).
      if (more) await expect(page.getByRole('heading', { name: more })).toBeVisible({ timeout: 30_000 });
      // Longer Spanish words must not push anything past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await page.screenshot({ path: `test-results/spanish-tour-${tour.role.toLowerCase()}${path.replace(/\//g, '-')}.png`, fullPage: true });
    }
    if (tour.role !== 'VISITOR') {
      await header(page).getByLabel('Idioma').selectOption('en');
      await expect.poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { language: string }).language).toBe('en');
    }
    await context.close();
  });
}
