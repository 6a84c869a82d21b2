import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { CARDS, checkoutUrl, expectAccessible, pickSession, REGISTRATION } from './booking-helpers';
import { signUp } from './helpers';
import { staffPage } from './parent-helpers';

/**
 * Issue 29 leftovers: a Spanish-speaking parent (a fresh account, switched to Spanish with the
 * site's language switch) books for their second child: the details and the waiver in Spanish,
 * signed for the child, the sibling discount line in Spanish, and the payment. Staff then see the
 * signature "Signed in Spanish". Screenshots: test-results/family-es-*.png.
 */
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.getByRole('banner');

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

/** Money as the Spanish pages write it (web/src/lib/i18n/format.ts). */
const pesos = (cents: number) =>
  new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(cents / 100);

async function chooseAthleteEs(page: Page, name: string) {
  const option = page.getByRole('option', { name });
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByRole('combobox', { name: '¿Para quién es esta reserva?' }).click();
    await expect(option).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await option.click();
}

test('a Spanish-speaking parent signs the waiver for their second child in checkout and sees the sibling discount in Spanish', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffPage(browser, baseURL);
  const origin = new URL(baseURL ?? staff.url()).origin;
  try {
    const set = await staff.request.put('/api/staff/settings', { headers: { origin }, data: { siblingDiscountPercent: 10 } });
    expect(set.status(), await set.text()).toBe(200);

    // A new parent, who chooses Spanish in the header (their account keeps it).
    await signUp(page, 'PARENT');
    await page.goto('/');
    await header(page).getByLabel('Language').selectOption('es');
    await expect(header(page).getByLabel('Idioma')).toHaveValue('es');
    for (const [firstName, years] of [
      ['Sofía', 8],
      ['Mateo', 10],
    ] as const) {
      const res = await page.request.post('/api/parent/children', {
        headers: { origin },
        data: { firstName, lastName: 'Ortega', dateOfBirth: bornYearsAgo(years) },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    const session = await pickSession(page, 6);
    const listCents = Math.round(session.program.price * 100);
    const offCents = Math.floor((listCents * 10 + 50) / 100);
    const totalCents = listCents - offCents;
    await page.goto(checkoutUrl(session));
    await chooseAthleteEs(page, 'Mateo Ortega (10 años)');

    // The athlete's details, in Spanish.
    await expect(page.getByRole('heading', { name: 'Inscripción del atleta' })).toBeVisible();
    await page.getByLabel('Calle y número').fill(REGISTRATION.address);
    await page.getByLabel('Ciudad').fill(REGISTRATION.city);
    await page.getByLabel('Estado', { exact: true }).fill(REGISTRATION.state);
    await page.getByLabel('Código postal').fill(REGISTRATION.zipCode);
    await page.getByLabel('Nombre del contacto').fill('Lucía Ortega');
    await page.getByLabel('Teléfono del contacto').fill(REGISTRATION.emergencyContactPhone);
    await page.getByLabel('Parentesco con el atleta').fill('Tía');
    await page.getByLabel('Teléfono', { exact: true }).fill('7045550188');
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    // The waiver, in Spanish, signed by the parent for the child.
    const text = page.getByRole('region', { name: /Exención de responsabilidad, versión \d+/ });
    await expect(text).toBeVisible();
    await expect(text).toHaveAttribute('lang', 'es');
    await expect(text).toContainText('ASUNCIÓN DE RIESGOS');
    await expect(page.getByText('Firmas por Mateo Ortega, como su padre, madre o tutor.')).toBeVisible();
    // Signing without the box ticked is refused on the page, in Spanish.
    await page.getByLabel(/Escribe tu nombre completo \(padre, madre o tutor\)/).fill('Casey Morgan');
    await page.getByRole('button', { name: 'Firmar exención' }).click();
    await expect(page.getByText('Marca la casilla para aceptar la exención.')).toBeVisible();
    await page.screenshot({ path: 'test-results/family-es-waiver.png', fullPage: true });
    await page.getByRole('checkbox', { name: /Soy el padre, la madre o el tutor legal de Mateo Ortega/ }).check();
    await page.getByRole('button', { name: 'Firmar exención' }).click();

    // Payment: the price, the sibling discount and the total, in Spanish.
    await expect(page.getByRole('heading', { name: 'Pago' })).toBeFocused();
    const lines = page.getByTestId('sibling-discount');
    await expect(lines).toContainText('Precio');
    await expect(lines).toContainText(pesos(listCents));
    await expect(lines).toContainText('Descuento por hermanos (10 %)');
    await expect(lines).toContainText(`−${pesos(offCents)}`);
    await expect(page.getByTestId('summary-total')).toHaveText(pesos(totalCents));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/family-es-checkout.png', fullPage: true });

    await page.getByLabel('Número de tarjeta').fill(CARDS.ok);
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    const save = page.getByRole('checkbox', { name: /Guardar esta tarjeta/ });
    if (await save.isChecked()) await save.uncheck();
    await page.getByRole('button', { name: `Pagar ${pesos(totalCents)}` }).click();
    await expect(page.getByText('¡Pago realizado!')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/family-es-confirmed.png', fullPage: true });

    // Staff (in English) find the signature: signed in Spanish, by the parent for Mateo.
    await staff.goto('/coach/manage/waiver');
    await staff.getByRole('searchbox', { name: /Find a signature/ }).fill('Mateo Ortega');
    await staff.getByRole('button', { name: 'Search' }).click();
    const row = staff.getByRole('list', { name: 'Signatures' }).getByRole('listitem').filter({ hasText: 'Mateo Ortega' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Casey Morgan (parent or guardian)');
    await expect(row).toContainText('Signed in Spanish');
    await staff.screenshot({ path: 'test-results/family-es-staff-signatures.png', fullPage: false });
  } finally {
    // Other journeys on this server expect no discount; the parent is an account of this journey's own.
    const reset = await staff.request.put('/api/staff/settings', { headers: { origin }, data: { siblingDiscountPercent: 0 } });
    expect(reset.status()).toBe(200);
  }
});
