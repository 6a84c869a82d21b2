import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectAccessible } from './booking-helpers';
import { expect, test } from './fixtures';
import { signUp } from './helpers';
import { bookViaApi, sessionsAhead, toastIn } from './member-helpers';

test('download my data, then delete my account: a wrong password is refused on the field, the right one signs out for good', async ({ page }) => {
  const email = await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  // Download my data: a JSON file with this account's e-mail.
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('octane-my-data.json');
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string; firstName: string } };
  expect(data.account).toMatchObject({ email, firstName: 'Casey' });

  // Delete my account: the dialog opens at its top, lists what would be lost (nothing for a new
  // account), explains, asks for the password, and can be left with Escape.
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('heading', { name: 'Delete your account?' })).toBeFocused();
  await expect(dialog).toContainText('What you lose');
  await expect(dialog).toContainText('nothing else is lost');
  await expect(dialog).toContainText('Records of bookings and payments, which the law requires us to keep.');
  const password = dialog.getByLabel('Current Password');
  await expect(password).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Please enter your current password')).toBeVisible();
  await password.fill('not-my-password');
  await password.press('Enter');
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await password.fill('strong-pass-123');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The account is gone: signing in with it fails.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('strong-pass-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

/** WCAG 2.1 AA (axe) on the open dialog (it is outside main): no serious or critical violation. */
async function expectDialogAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="alertdialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('contact details (issue 29): edit the emergency contact and see it after a reload; the delete dialog lists the session to cancel first, in English and Spanish', async ({
  page,
}) => {
  await signUp(page, 'ATHLETE');
  // A booking 30 hours or more ahead: it gives the registration (address, emergency contact) and is refundable.
  const [session] = await sessionsAhead(page, 30);
  await bookViaApi(page, session!.id);
  await page.goto('/profile');
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('1200 Champions Way');
  await expect(contact).toContainText('Robin Morgan');

  // Edit: the form opens on its first field, refuses an empty contact name, then saves.
  await contact.getByRole('button', { name: 'Edit contact details' }).click();
  await expect(contact.getByLabel('Street address')).toBeFocused();
  await expectAccessible(page);
  await contact.getByLabel('Emergency contact name').fill('');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByText('Emergency contact name is required')).toBeVisible();
  await expect(contact.getByLabel('Emergency contact name')).toHaveAttribute('aria-invalid', 'true');
  await contact.getByLabel('Emergency contact name').fill('Jamie Morgan');
  await contact.getByLabel('Emergency contact phone').fill('7045550999');
  await contact.getByLabel('Relationship to you').fill('Father');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(toastIn(page).filter({ hasText: 'Contact details saved' })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Edit contact details' })).toBeFocused();
  await page.reload();
  await expect(contact).toContainText('Jamie Morgan');
  await expect(contact).toContainText('7045550999');
  await expect(contact).toContainText('Relationship: Father');
  await expect(contact).not.toContainText('Robin Morgan');

  // The delete dialog: the upcoming session must be cancelled first, with what cancelling it now refunds; no password yet.
  const openDialog = async (button: string, title: string) => {
    await page
      .getByRole('region', { name: /Your data|Tus datos/ })
      .getByRole('button', { name: button })
      .click();
    return page.getByRole('alertdialog', { name: title });
  };
  const dialog = await openDialog('Delete my account', 'Delete your account?');
  const price = `$${session!.program.price.toFixed(2)}`;
  await expect(dialog).toContainText('Before you can delete your account');
  await expect(dialog).toContainText('Cancel your upcoming training session in My Training Sessions first.');
  await expect(dialog).toContainText('1 upcoming training session');
  await expect(dialog).toContainText(session!.program.name);
  await expect(dialog).toContainText(`Cancel now: ${price} refunded`);
  await expect(dialog).toContainText(`${price} refunded in total to the card that paid.`);
  await expect(dialog.getByLabel('Current Password')).toHaveCount(0);
  await expectDialogAccessible(page);
  await expect(dialog.getByRole('link', { name: 'Open My Training Sessions' })).toHaveAttribute('href', '/sessions');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();

  // In Spanish.
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('region', { name: 'Datos de contacto' })).toContainText('Parentesco: Father');
  const spanish = await openDialog('Eliminar mi cuenta', '¿Eliminar tu cuenta?');
  await expect(spanish).toContainText('Antes de poder eliminar tu cuenta');
  await expect(spanish).toContainText('1 sesión de entrenamiento próxima');
  await expect(spanish).toContainText('Si cancelas ahora: se reembolsan');
});
