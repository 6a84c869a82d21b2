import { expect, test } from './fixtures';
import { CARDS, checkoutUrl, expectAccessible, expectConfirmation, fillCard, pickSession, signWaiverInCheckout } from './booking-helpers';
import { login } from './helpers';
import { staffPage } from './parent-helpers';

/*
 * Issue 29, decision 043: staff publish a new waiver version in English and Spanish; the demo
 * parent's next booking for their 15-year-old asks for it (as a new version), signed as guardian;
 * the roster shows the version. The demo athlete's waiver is version 2 afterwards, so journeys
 * that run later in this worker still book.
 */
test.describe.configure({ timeout: 90_000 });

test('staff publish version 2; a parent booking for a child signs it as guardian; the roster shows v2', async ({ page, browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  await staff.goto('/coach/manage/waiver');
  await expect(staff.getByRole('heading', { name: 'Waiver', level: 2 })).toBeVisible();
  const en = staff.getByLabel('Waiver text in English');
  const es = staff.getByLabel('Waiver text in Spanish');
  await expect(en).toHaveValue(/ASSUMPTION OF RISK/);
  await es.fill('');
  await staff.getByRole('button', { name: 'Publish new version' }).click();
  await expect(staff.getByText('Please write the waiver in Spanish.')).toBeVisible();
  await en.fill('Version two. You accept the risks of sports training and agree to follow the coaches.');
  await es.fill('Versión dos. Aceptas los riesgos del entrenamiento deportivo y te comprometes a seguir a los entrenadores.');
  await staff.getByRole('button', { name: 'Publish new version' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Publish version 2?' });
  await expect(confirm).toContainText('Everyone will have to sign version 2');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText('Version 2', { exact: true })).toBeVisible();
  await expectAccessible(staff);
  await staff.screenshot({ path: 'test-results/waiver-staff.png', fullPage: true });

  // The parent books for Jordan (15): checkout asks for version 2, said to be new, signed as guardian.
  await login(page, 'PARENT');
  const session = await pickSession(page, 3, { unbooked: true });
  await page.goto(checkoutUrl(session));
  const athletePicker = page.getByRole('radio', { name: /Jordan Rivera/ });
  if (await athletePicker.count()) await athletePicker.check();
  await expect(page.getByText('The waiver has changed since version 1 was signed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liability waiver, version 2' })).toContainText('Version two.');
  await expect(page.getByText('Signing for Jordan Rivera, as their parent or guardian.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign waiver' }).click();
  await expect(page.getByText('Please type your full name to sign.')).toBeVisible();
  await expect(page.getByText('Please tick the box to agree to the waiver.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/waiver-checkout.png', fullPage: true });
  await signWaiverInCheckout(page, 'Sam Rivera');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillCard(page, CARDS.ok);
  await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
  await page.getByRole('button', { name: `Pay $${session.program.price.toFixed(2)}` }).click();
  await expectConfirmation(page, session);

  // The dashboard's waivers card and the roster say version 2.
  await page.goto('/');
  await expect(page.getByText(/Signed v2 on .* by Sam Rivera/)).toBeVisible();
  const roster = (await (await staff.request.get(`/api/staff/sessions/${session.id}/roster`)).json()) as Array<{
    athlete: { firstName: string };
    waiverVersion: number | null;
    waiverCurrent: boolean;
  }>;
  expect(roster.find((r) => r.athlete.firstName === 'Jordan')).toMatchObject({ waiverVersion: 2, waiverCurrent: true });

  // Staff find the signature and its PDF.
  await staff.goto('/coach/manage/waiver');
  await staff.getByLabel(/Find a signature/).fill('Sam Rivera');
  await staff.getByRole('button', { name: 'Search' }).click();
  // Sam's signatures for Jordan: the seeded version 1 and today's version 2 (the one this test signed).
  const pdf = staff.getByRole('listitem').filter({ hasText: /v2 ·/ }).getByRole('link', { name: 'Download the signed waiver of Jordan Rivera as a PDF' });
  await expect(pdf).toBeVisible();
  const file = await staff.request.get((await pdf.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
