import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { CARDS, checkoutUrl, expectAccessible, expectConfirmation, fillAthleteDetails, fillCard, pickSession, toastOn } from './booking-helpers';
import { signUp } from './helpers';
import { staffPage } from './parent-helpers';

/** Issue 29, decision 044: staff set a sibling discount; a parent booking for their second child sees it at checkout and on the receipt. */
test.describe.configure({ timeout: 120_000 });

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

/** A child added without e-mail (decision 039), as the parent dashboard's dialog adds one. */
async function addChild(page: Page, firstName: string, years: number) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/parent/children', {
    headers: { origin },
    data: { firstName, lastName: 'Lopez', dateOfBirth: bornYearsAgo(years) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Chooses the athlete in checkout (the select is opened again if a re-render closed it). */
async function chooseAthlete(page: Page, name: string) {
  const option = page.getByRole('option', { name });
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByRole('combobox', { name: 'Who is this booking for?' }).click();
    await expect(option).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await option.click();
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('staff set a 10% sibling discount; a parent with two children books for the second and sees the discount at checkout and on the receipt, in both languages', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffPage(browser, baseURL);
  const origin = new URL(baseURL ?? staff.url()).origin;
  try {
    // Staff: Facility Settings, a value out of range refused on the page, then 10 % saved.
    await staff.goto('/coach/manage/settings');
    await expect(staff.getByRole('heading', { name: 'Facility Settings' })).toBeVisible();
    const field = staff.getByLabel('Sibling discount (%)');
    await field.fill('91');
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(staff.getByText('Enter a whole number from 0 to 90.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('10');
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastOn(staff).filter({ hasText: 'Sibling discount saved: 10%.' })).toBeVisible();
    await expect(staff.getByTestId('sibling-current')).toContainText('Now: 10% off every child after the first.');
    await expectAccessible(staff);
    await staff.screenshot({ path: 'test-results/sibling-staff-settings.png', fullPage: true });

    // A parent with two children, both without e-mail: Mia first, then Leo.
    await signUp(page, 'PARENT');
    await page.goto('/');
    await addChild(page, 'Mia', 7);
    await addChild(page, 'Leo', 9);

    const session = await pickSession(page, 5);
    const listCents = Math.round(session.program.price * 100);
    const offCents = Math.floor((listCents * 10 + 50) / 100);
    const totalCents = listCents - offCents;
    await page.goto(checkoutUrl(session));
    await chooseAthlete(page, 'Leo Lopez (age 9)');
    await expect(page.getByRole('heading', { name: 'Athlete Registration' })).toBeVisible();
    await fillAthleteDetails(page, { parent: true });
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();

    // The order summary: the price, the discount line and the discounted total; the Pay button the same.
    const lines = page.getByTestId('sibling-discount');
    await expect(lines).toContainText('Price');
    await expect(lines).toContainText(dollars(listCents));
    await expect(lines).toContainText('Sibling discount (10%)');
    await expect(lines).toContainText(`−${dollars(offCents)}`);
    await expect(page.getByTestId('summary-total')).toHaveText(dollars(totalCents));
    await fillCard(page, CARDS.ok);
    await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
    const pay = page.getByRole('button', { name: `Pay ${dollars(totalCents)}` });
    await expect(pay).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/sibling-checkout.png', fullPage: true });

    // Mia, the first child, pays the list price: no discount line.
    await chooseAthlete(page, 'Mia Lopez (age 7)');
    await expect(page.getByRole('heading', { name: 'Athlete Registration' })).toBeVisible();
    await fillAthleteDetails(page, { parent: true });
    await expect(page.getByTestId('summary-total')).toHaveText(dollars(listCents));
    await expect(lines).toBeHidden();

    // Back to Leo, and pay.
    await chooseAthlete(page, 'Leo Lopez (age 9)');
    await expect(page.getByTestId('summary-total')).toHaveText(dollars(totalCents));
    await fillCard(page, CARDS.ok);
    await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
    await page.getByRole('button', { name: `Pay ${dollars(totalCents)}` }).click();
    await expectConfirmation(page, session);

    // Billing history and the receipt: the price, the discount line and the total.
    await page.goto('/billing');
    const entry = page.getByTestId('billing-entry').first();
    const link = entry.getByRole('link', { name: /^Open receipt R-\d{6}/ });
    await expect(async () => {
      await page.reload();
      await expect(link).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(entry).toContainText(`Price ${dollars(listCents)}, sibling discount (10%) −${dollars(offCents)}`);
    await expect(entry).toContainText(dollars(totalCents));
    await link.click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Leo Lopez');
    await expect(receipt).toContainText(`Price${dollars(listCents)}`);
    await expect(receipt).toContainText(`Sibling discount (10%)−${dollars(offCents)}`);
    await expect(receipt).toContainText(`Amount paid${dollars(totalCents)}`);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/sibling-receipt.png', fullPage: true });

    // In Spanish: the receipt and the staff's setting.
    await page.getByRole('banner').getByLabel('Language').selectOption('es');
    await expect(receipt).toContainText('Descuento por hermanos (10 %)');
    await expect(receipt).toContainText('Importe pagado');
    await staff.getByRole('banner').getByLabel('Language').selectOption('es');
    await expect(staff.getByLabel('Descuento por hermanos (%)')).toBeVisible();
    await staff.getByLabel('Descuento por hermanos (%)').fill('12.5');
    await staff.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(staff.getByText('Introduce un número entero de 0 a 90.')).toBeVisible();
  } finally {
    // Other journeys on this server expect no discount.
    const reset = await staff.request.put('/api/staff/settings', { headers: { origin }, data: { siblingDiscountPercent: 0 } });
    expect(reset.status()).toBe(200);
    // The demo staff coach's account language back to English, as the other journeys read it.
    const english = await staff.request.put('/api/account/language', { headers: { origin }, data: { language: 'en' } });
    expect(english.status()).toBe(200);
  }
});
