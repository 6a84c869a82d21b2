import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, fillCard } from './booking-helpers';
import { signUp } from './helpers';
import { makeJpeg } from './media-helpers';
import { staffPage } from './parent-helpers';

/*
 * Issue 29: a coach refused at the parent's plan (the parent's uploads for a child count on the
 * parent's coach reviews, decision 047) is told so, and the parent learns it: an e-mail and a notice
 * on the dashboard with the way to upgrade, in English and Spanish. The parent then upgrades and the
 * coach's review goes through, so no upload is left waiting in the demo coach's queue.
 */
test.describe.configure({ timeout: 120_000 });

const originOf = (page: Page) => new URL(page.url()).origin;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/parent-plan-notice-${name}.png`, fullPage: page.viewportSize()!.width > 600 });
const header = (page: Page) => page.getByRole('banner');
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 20);
  return d.toISOString().slice(0, 10);
};

/** An upload the parent makes for the child, as the upload screen does (link, bytes, record). */
async function uploadFor(parent: Page, athleteId: number, name: string, seed: number): Promise<number> {
  const headers = { origin: originOf(parent) };
  const file = await makeJpeg(seed);
  const link = await parent.request.post(`/api/objects/upload?athleteId=${athleteId}`, { headers });
  expect(link.status(), await link.text()).toBe(200);
  const { uploadURL } = (await link.json()) as { uploadURL: string };
  expect((await parent.request.put(uploadURL, { data: file.bytes, headers: { ...headers, 'content-type': file.contentType } })).ok()).toBe(true);
  const record = await parent.request.post('/api/upload-media-from-object-storage', {
    data: { fileUrl: uploadURL, fileName: name, athleteId: String(athleteId) },
    headers,
  });
  expect(record.status(), await record.text()).toBe(201);
  return ((await record.json()) as { id: number }).id;
}

test("a coach refused at the parent's plan: the parent reads why on the dashboard and by e-mail, upgrades, and the review goes through", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUp(page, 'PARENT');
  await page.goto('/');
  const child = await page.request.post('/api/parent/children', {
    data: { firstName: 'Lia', lastName: 'Moss', dateOfBirth: bornYearsAgo(9) },
    headers: { origin: originOf(page) },
  });
  expect(child.status(), await child.text()).toBe(201);
  const lia = ((await child.json()) as { id: number }).id;
  const uploads = [
    await uploadFor(page, lia, 'Box jump 1.jpg', 1),
    await uploadFor(page, lia, 'Box jump 2.jpg', 2),
    await uploadFor(page, lia, 'Box jump 3.jpg', 3),
  ];

  // The Free plan's 2 coach reviews a month: the third is refused, naming the parent's plan.
  const coach = await staffPage(browser, baseURL);
  await coach.goto('/');
  const review = (mediaId: number) =>
    coach.request.post('/api/coach-feedback', { data: { mediaId, rating: 4, feedback: 'Land softer.' }, headers: { origin: originOf(coach) } });
  for (const id of uploads.slice(0, 2)) expect((await review(id)).status()).toBe(201);
  const refused = await review(uploads[2]!);
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as { message: string }).message).toContain('The Free plan of the parent who uploaded this for the athlete');

  // The parent's dashboard says so, with the way to upgrade; the e-mail too.
  await page.reload();
  const notice = page.getByTestId('plan-notice');
  await expect(notice.getByRole('heading', { name: "A coach couldn't review Lia's upload" })).toBeVisible();
  await expect(notice).toContainText('Uploads you make for your children count on your Free plan, which includes 2 coach feedback reviews a month');
  await expect(notice.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/subscription');
  await expect
    .poll(
      async () =>
        ((await (await coach.request.get('/api/dev/outbox')).json()) as Array<{ to: string; subject: string }>).filter(
          (m) => m.to === email && m.subject === "A coach couldn't review Lia's upload",
        ).length,
    )
    .toBe(1);
  await expectAccessible(page);
  await shot(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'en-390');

  // In Spanish.
  await header(page).getByLabel('Language').selectOption('es');
  await expect(notice.getByRole('heading', { name: 'Un entrenador no pudo revisar el archivo de Lia' })).toBeVisible();
  await expect(notice).toContainText('Los archivos que subes para tus hijos cuentan en tu plan Free, que incluye 2 revisiones del entrenador al mes');
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'es-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'es');
  await header(page).getByLabel('Idioma').selectOption('en');

  // The parent upgrades from the notice; the notice is gone and the coach's review goes through.
  await notice.getByRole('link', { name: 'Upgrade your plan' }).click();
  await expect(page).toHaveURL('/subscription');
  await page.goto('/subscription?plan=PLUS');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Plus' });
  await expect(upgrade).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await upgrade.getByRole('button', { name: /^(Save & Pay|Pay \$)/ }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Plus');
  expect((await review(uploads[2]!)).status()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'My Athletes' })).toBeVisible();
  await expect(page.getByTestId('plan-notice')).toHaveCount(0);
  await coach.context().close();
});
