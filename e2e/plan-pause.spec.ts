import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, fillCard, toastOn } from './booking-helpers';
import { signUp } from './helpers';

/*
 * Issue 29: a member pauses a paid plan for 1-3 months from the end of the paid period and, before
 * it starts, keeps the plan running; in Spanish and in English. Only a new member's plan changes.
 * (A failed renewal's banner is a component test: a journey cannot move the server's clock.)
 */
test.describe.configure({ timeout: 120_000 });

/** A full page at 1280 px; the screen as a phone shows it at 390 px. */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/plan-pause-${name}.png`, fullPage: page.viewportSize()!.width > 600 });
const header = (page: Page) => page.getByRole('banner');
const banner = (page: Page) => page.getByRole('region', { name: /^(Your current plan|Tu plan actual)$/ });

test('a member pauses their plan for two months and keeps it running instead, in Spanish, then for three months in English', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await page.goto('/subscription?plan=PLUS');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Plus' });
  await expect(upgrade).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await upgrade.getByRole('button', { name: /^(Save & Pay|Pay \$)/ }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Plus');
  const periodEnd = ((await (await page.request.get('/api/subscription/current')).json()) as { currentPeriodEnd: string }).currentPeriodEnd;

  // In Spanish: 2 months, what it means, then kept running.
  await header(page).getByLabel('Language').selectOption('es');
  await page.getByRole('button', { name: 'Pausar plan' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Pausar tu plan Plus?');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('radio', { name: '2 meses' }).check();
  await expect(dialog).toContainText(
    /Mantienes Plus hasta el .+\. Después no se cobra nada y tienes el plan Gratis hasta el .+, cuando el plan se reanuda con tu tarjeta guardada\./,
  );
  await expectAccessible(page);
  await shot(page, 'dialog-es');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'dialog-es-390');
  await dialog.getByRole('button', { name: 'Pausar 2 meses' }).click();
  await expect(toastOn(page).filter({ hasText: 'Pausa programada' })).toBeVisible();
  await expect(banner(page)).toContainText(/Tu plan Plus se pausa el .+ y se reanuda el .+\./);
  await shot(page, 'asked-es-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'asked-es');
  const asked = (await (await page.request.get('/api/subscription/current')).json()) as { pause: { startsAt: string; resumesAt: string } | null };
  expect(asked.pause!.startsAt).toBe(periodEnd);
  // Two calendar months after the period's end (59 to 62 days).
  const days = (Date.parse(asked.pause!.resumesAt) - Date.parse(periodEnd)) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(59);
  expect(days).toBeLessThanOrEqual(62.1);
  await page.getByRole('button', { name: 'Mantener mi plan activo' }).click();
  await expect(toastOn(page).filter({ hasText: 'Pausa cancelada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar plan' })).toBeVisible();
  // The server takes 1, 2 or 3 months only, and says so in the member's language.
  const four = await page.request.post('/api/subscription/pause', { data: { months: 4 }, headers: { origin: new URL(page.url()).origin } });
  expect(four.status()).toBe(400);

  // In English: 3 months, then kept running.
  await header(page).getByLabel('Idioma').selectOption('en');
  await page.getByRole('button', { name: 'Pause plan' }).click();
  await dialog.getByRole('radio', { name: '3 months' }).check();
  await dialog.getByRole('button', { name: 'Pause for 3 months' }).click();
  await expect(banner(page)).toContainText(/Your Plus plan pauses on .+ and starts again on .+\./);
  await shot(page, 'asked-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'asked-en-390');
  await page.getByRole('button', { name: 'Keep my plan running' }).click();
  await expect(toastOn(page).filter({ hasText: 'Pause Cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause plan' })).toBeVisible();
  expect(((await (await page.request.get('/api/subscription/current')).json()) as { pause: unknown }).pause).toBeNull();
});
