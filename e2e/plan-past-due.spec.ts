import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './booking-helpers';
import { login } from './helpers';

/*
 * Issue 29, dunning in a browser: the demo member Avery Brooks (server/db/seed/dunning.ts), whose
 * Plus renewal was declined 12 hours before the server started, sees the grace period on the plan
 * page: what failed, when the card is tried again and how many tries are left, that the plan stays
 * active, and the way to update the card; in English and in Spanish. (The retry schedule itself,
 * time moved through days 1, 3 and 7, is dunning.api.test.ts.) Nothing is changed but the
 * account's language, which is put back.
 */
const AVERY = 'avery.brooks@demo.octane.test';
const header = (page: Page) => page.getByRole('banner');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/plan-past-due-${name}.png`, fullPage: page.viewportSize()!.width > 600 });

test('a member whose renewal failed keeps the plan, is told when the card is tried again, and can update it, in English and Spanish', async ({ page }) => {
  await login(page, 'ATHLETE', AVERY);
  await page.goto('/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Plus');
  const alert = page.getByRole('region', { name: 'Your current plan' }).getByRole('alert');
  await expect(alert).toContainText('Your last payment did not go through. (Your card was declined.)');
  await expect(alert).toContainText(
    /We will try your card again on .+ \(3 tries left\)\. Your Plus plan stays active until then; update your card to keep it\./,
  );
  await expect(alert.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/account#payment-methods');
  await expectAccessible(page);
  await shot(page, 'en');

  await header(page).getByLabel('Language').selectOption('es');
  const alerta = page.getByRole('region', { name: 'Tu plan actual' }).getByRole('alert');
  await expect(alerta).toContainText('Tu último pago no se pudo completar. (Tu tarjeta fue rechazada.)');
  await expect(alerta).toContainText(
    /Volveremos a intentar cobrar tu tarjeta el .+ \(quedan 3 intentos\)\. Tu plan Plus sigue activo hasta entonces; actualiza tu tarjeta para no perderlo\./,
  );
  await expect(alerta.getByRole('link', { name: 'Actualizar tarjeta' })).toBeVisible();
  await shot(page, 'es');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'es-390');

  await alerta.getByRole('link', { name: 'Actualizar tarjeta' }).click();
  await expect(page).toHaveURL(/\/account#payment-methods$/);
  await header(page).getByLabel('Idioma').selectOption('en');
});
