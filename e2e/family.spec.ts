import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { CARDS, checkoutUrl, expectAccessible, expectConfirmation, fillAthleteDetails, fillCard, pickSession, toastOn } from './booking-helpers';
import { signUp } from './helpers';
import { dialog, section } from './parent-helpers';

/** Issue 29: a parent with two children, one of them without an e-mail address, books for that child. */
test.describe.configure({ timeout: 90_000 });

/** A date of birth `years` years and a few days ago, YYYY-MM-DD. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

async function addChild(page: Page, firstName: string, lastName: string, dateOfBirth: string) {
  const d = dialog(page);
  await expect(d.getByRole('radio', { name: 'Add a child' })).toBeChecked();
  await d.getByLabel('First name', { exact: true }).fill(firstName);
  await d.getByLabel('Last name', { exact: true }).fill(lastName);
  await d.getByLabel('Date of birth', { exact: true }).fill(dateOfBirth);
  await d.getByRole('button', { name: 'Add child' }).click();
}

test('a parent adds a child without e-mail, sees both children, and books and pays for the younger one', async ({ page }) => {
  await signUp(page, 'PARENT');
  await page.goto('/');
  const athletes = section(page, 'My Athletes');
  await athletes.getByRole('button', { name: 'Add Your First Athlete' }).click();

  // A date in the future is refused before anything is sent.
  await addChild(page, 'Mia', 'Lopez', bornYearsAgo(-1));
  await expect(dialog(page).getByText('The date of birth cannot be in the future.')).toBeVisible();
  await expectAccessible(page);
  await dialog(page).getByLabel('Date of birth', { exact: true }).fill(bornYearsAgo(7));
  await dialog(page).getByRole('button', { name: 'Add child' }).click();
  await expect(toastOn(page)).toContainText('Mia Lopez is in your family. You can book sessions for them now.');
  await expect(dialog(page)).toBeHidden();
  await expect(athletes.getByRole('radio', { name: /Mia Lopez/ })).toBeVisible();
  await expect(athletes).toContainText('7 years old · Athlete');
  await expect(athletes).toContainText('No login of their own: you manage everything for them');

  // A second child, then the same child again is refused with the server's reason.
  await athletes.getByRole('button', { name: 'Add Athlete' }).click();
  await addChild(page, 'Leo', 'Lopez', bornYearsAgo(10));
  await expect(athletes.getByRole('radio', { name: /Leo Lopez/ })).toBeVisible();
  await athletes.getByRole('button', { name: 'Add Athlete' }).click();
  await addChild(page, 'leo', 'LOPEZ', bornYearsAgo(10));
  await expect(dialog(page).getByRole('alert')).toContainText('This child is already in your family.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(athletes.getByRole('radio')).toHaveCount(3); // All athletes, Mia, Leo

  // Booking for Mia: her emergency contact and the waiver first, then the card.
  const session = await pickSession(page, 4);
  await page.goto(checkoutUrl(session));
  await page.getByRole('combobox', { name: 'Who is this booking for?' }).click();
  await page.getByRole('option', { name: 'Mia Lopez (age 7)' }).click();
  await expect(page.getByRole('heading', { name: 'Athlete Registration' })).toBeVisible();
  await expect(page.getByLabel('Athlete full name')).toHaveValue('Mia Lopez');
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('7');
  await fillAthleteDetails(page, { parent: true });
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await fillCard(page, CARDS.ok);
  await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
  await page.getByRole('button', { name: `Pay $${session.program.price.toFixed(2)}` }).click();
  await expectConfirmation(page, session);

  await page.goto('/');
  const row = section(page, 'Upcoming Sessions').getByRole('listitem').filter({ hasText: session.program.name });
  await expect(row).toContainText('Mia Lopez');
});

test('in Spanish: the add dialog offers adding a child, and the server explains a refusal in Spanish', async ({ page }) => {
  await signUp(page, 'PARENT');
  await page.goto('/');
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await page.getByRole('region', { name: 'Mis atletas' }).getByRole('button', { name: 'Agrega tu primer atleta' }).click();
  const d = dialog(page);
  await expect(d.getByRole('radio', { name: 'Agregar a un hijo o hija' })).toBeChecked();
  await d.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await d.getByLabel('Apellido', { exact: true }).fill('Ruiz');
  await d.getByLabel('Fecha de nacimiento', { exact: true }).fill(bornYearsAgo(6));
  await d.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(toastOn(page)).toContainText('Sofía Ruiz ya está en tu familia.');
  await expect(page.getByRole('region', { name: 'Mis atletas' })).toContainText('Sin inicio de sesión propio');
  const again = await page.request.post('/api/parent/children', {
    headers: { 'accept-language': 'es-MX', origin: new URL(page.url()).origin },
    data: { firstName: 'Sofía', lastName: 'Ruiz', dateOfBirth: bornYearsAgo(6) },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('Este niño o niña ya está en tu familia.');
});
