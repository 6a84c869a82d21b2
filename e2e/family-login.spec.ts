import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectAccessible, toastOn } from './booking-helpers';
import { signUp, uniqueEmail } from './helpers';
import { ATHLETE_PHOTO } from './media-helpers';
import { dialog, freshPage, section, staffPage } from './parent-helpers';

/** Decision 047: a parent gives a 14-year-old child a login of their own, and uploads training for a child. */
test.describe.configure({ timeout: 120_000 });

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};
const SHOTS = 'test-results/family-login';

async function addChild(page: Page, firstName: string, lastName: string, dateOfBirth: string) {
  const d = dialog(page);
  await expect(d.getByRole('radio', { name: 'Add a child' })).toBeChecked();
  await d.getByLabel('First name', { exact: true }).fill(firstName);
  await d.getByLabel('Last name', { exact: true }).fill(lastName);
  await d.getByLabel('Date of birth', { exact: true }).fill(dateOfBirth);
  await d.getByRole('button', { name: 'Add child' }).click();
  await expect(d).toBeHidden();
}

/** The child-login link of the newest e-mail to `email`, read by staff from the outbox API (as a path). */
async function childLoginLinkFor(staff: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await staff.request.get('/api/dev/outbox')).json()) as Array<{ id: number; to: string; subject: string; text: string }>;
      const mail = mails.filter((m) => m.to === email).sort((a, b) => b.id - a.id)[0];
      link = /https?:\/\/[^\s]+\/child-login\/[\w-]+/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

test('a parent gives a 14-year-old a login; the child opens the link, sets a password and signs in; the parent uploads for a child', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page, 'PARENT');
  await page.goto('/');
  const athletes = section(page, 'My Athletes');
  await athletes.getByRole('button', { name: 'Add Your First Athlete' }).click();
  await addChild(page, 'Sam', 'Rivera', bornYearsAgo(14));
  await athletes.getByRole('button', { name: 'Add Athlete' }).click();
  await addChild(page, 'Nico', 'Rivera', bornYearsAgo(9));

  // Only the 14-year-old can have a login of their own.
  await expect(athletes.getByRole('button', { name: 'Give a login to Sam Rivera' })).toBeVisible();
  await expect(athletes.getByRole('button', { name: /Give a login to Nico/ })).toHaveCount(0);
  await athletes.getByRole('button', { name: 'Give a login to Sam Rivera' }).click();
  const d = dialog(page);
  await expect(d.getByRole('heading', { name: 'Give Sam a login' })).toBeVisible();
  const samEmail = uniqueEmail('sam');
  await d.getByLabel("Sam's e-mail address").fill('not-an-address');
  await d.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(d.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/give-login-dialog.png` });
  await d.getByLabel("Sam's e-mail address").fill(samEmail);
  await d.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(d).toBeHidden();
  await expect(toastOn(page)).toContainText(`Login invitation sent to ${samEmail}.`);
  await expect(athletes).toContainText(`Invitation sent to ${samEmail} (expires`);
  await expect(athletes.getByRole('button', { name: "Resend for Sam Rivera's login" })).toBeVisible();
  await expect(athletes.getByRole('button', { name: "Cancel Invitation for Sam Rivera's login" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invitation-sent.png`, fullPage: true });

  // The child opens the link from the e-mail on a device of their own.
  const staff = await staffPage(browser, baseURL);
  const link = await childLoginLinkFor(staff, samEmail);
  const child = await freshPage(browser, baseURL);
  await child.goto(link);
  await expect(child.getByRole('heading', { name: 'Sam, choose your password' })).toBeVisible();
  await expect(child.getByLabel('Email')).toHaveValue(samEmail);
  await child.getByLabel('Password', { exact: true }).fill('sam-training-42');
  await child.getByLabel('Confirm password').fill('sam-training-4');
  await child.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(child.getByRole('alert')).toContainText('The passwords do not match.');
  await expectAccessible(child);
  await child.getByLabel('Confirm password').fill('sam-training-42');
  await child.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(child).toHaveURL(/\/dashboard$/);
  await expect(child.getByRole('heading', { level: 1 })).toContainText('Sam');
  await child.screenshot({ path: `${SHOTS}/child-dashboard.png` });

  // The link is used up; the child signs in with the new password from now on.
  const again = await freshPage(browser, baseURL);
  await again.goto(link);
  await expect(again.getByText('This link is invalid, was already used or has expired. Ask your parent to send a new one.')).toBeVisible();
  const signIn = await again.request.post('/api/auth/login', {
    data: { email: samEmail, password: 'sam-training-42' },
    headers: { origin: new URL(again.url()).origin },
  });
  expect(signIn.status()).toBe(200);

  // The parent still has Sam, now with his address and no invitation.
  await page.reload();
  await expect(athletes.locator('label', { hasText: 'Sam Rivera' })).toContainText(samEmail);
  await expect(athletes.getByRole('button', { name: /Give a login to Sam/ })).toHaveCount(0);

  // The parent uploads a photo for Nico, who has no login.
  await page.getByRole('link', { name: 'Upload Training' }).click();
  await expect(page.getByRole('heading', { name: 'Upload training media' })).toBeVisible();
  const whose = page.getByRole('group', { name: /Whose training is this\?/ });
  await expect(whose.getByRole('radio')).toHaveCount(2);
  await page.locator('.uppy-Dashboard-input').first().setInputFiles(ATHLETE_PHOTO);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Choose whose training this is.')).toBeVisible();
  await expect(whose.getByRole('radio').first()).toBeFocused();
  await whose.getByRole('radio', { name: 'Nico Rivera' }).check();
  await page.screenshot({ path: `${SHOTS}/upload-for-child.png`, fullPage: true });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toastOn(page)).toContainText('Upload Complete');
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  const card = page.getByTestId('media-card').filter({ hasText: 'athlete.jpg' });
  await expect(card).toContainText('For Nico Rivera');
  await expect(card).toContainText('Uploaded by');
  await expect(card.getByRole('button', { name: /Make Public/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/parent-uploads.png`, fullPage: true });
  // The page speaks to a parent, and the AI Analysis tab holds the analysis of Nico's upload, naming him.
  await expect(page.getByText(/Upload your athletes' training videos and photos/)).toBeVisible();
  await page.getByRole('tab', { name: /AI Analysis/ }).click();
  const analysis = page
    .getByRole('tabpanel', { name: /AI Analysis/ })
    .getByTestId('ai-feedback')
    .filter({ hasText: 'athlete.jpg' });
  await expect(analysis).toContainText('For Nico Rivera', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/parent-analysis.png`, fullPage: true });

  // The coach's review queue says who uploaded it.
  await staff.goto('/coach');
  const item = staff.getByTestId('media-item').filter({ hasText: 'Nico Rivera' }).first();
  await expect(item).toContainText(/Uploaded by .+ \(parent\)/);
});

test('in Spanish: the give-a-login dialog and the upload picker', async ({ page }) => {
  await signUp(page, 'PARENT');
  await page.goto('/');
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  const athletes = page.getByRole('region', { name: 'Mis atletas' });
  await athletes.getByRole('button', { name: 'Agrega tu primer atleta' }).click();
  const d = dialog(page);
  await d.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await d.getByLabel('Apellido', { exact: true }).fill('Vega');
  await d.getByLabel('Fecha de nacimiento', { exact: true }).fill(bornYearsAgo(15));
  await d.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(d).toBeHidden();
  await athletes.getByRole('button', { name: 'Dar acceso a Lucía Vega' }).click();
  await expect(d.getByRole('heading', { name: 'Dar a Lucía un acceso propio' })).toBeVisible();
  await d.getByLabel('Correo electrónico de Lucía').fill(uniqueEmail('lucia'));
  await d.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(athletes).toContainText('Invitación enviada a');
  await page.screenshot({ path: `${SHOTS}/es-invitation-sent.png`, fullPage: true });
  await page.goto('/my-media');
  await expect(page.getByRole('group', { name: /¿De quién es este entrenamiento\?/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/es-upload-picker.png`, fullPage: true });
});
