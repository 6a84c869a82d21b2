import crypto from 'node:crypto';
import { expect, test } from './fixtures';
import { login, signUp } from './helpers';
import { makeMp4 } from './media-helpers';
import { freshPage, staffPage } from './parent-helpers';

test.describe.configure({ timeout: 120_000 });

test('staff publish a library video; a Pro athlete finds and plays it, and opens it as the demo of an exercise in his plan; a new Free member sees it locked with the upgrade, and opens a free teaser', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Closeout footwork ${crypto.randomBytes(3).toString('hex')}`;

  // Marcus (staff) publishes a new video item, uploading a small clip with the progress bar.
  const staff = await staffPage(browser, baseURL);
  await staff.goto('/coach/manage/library');
  await staff.getByRole('button', { name: 'New item' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Summary (English)').fill('Chop your steps and land balanced.');
  await dialog.getByLabel('Sport').click();
  await staff.getByRole('option', { name: 'Basketball' }).click();
  await dialog.getByLabel('Skill').click();
  await staff.getByRole('option', { name: 'Defense' }).click();
  const clip = makeMp4(2);
  await dialog.getByLabel('Video', { exact: true }).setInputFiles({ name: 'closeout.mp4', mimeType: 'video/mp4', buffer: clip.bytes });
  await expect(dialog.getByRole('status')).toContainText('Video uploaded: closeout.mp4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByRole('list', { name: 'Library', exact: true }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('2 s');

  let planId = 0;
  let jordanId = 0;
  try {
    // Jordan (Pro) finds it by search, opens it and plays it; pausing saves where he is.
    await login(page, 'ATHLETE');
    jordanId = ((await (await page.request.get('/api/auth/user')).json()) as { id: number }).id;
    await page.goto('/library');
    await page.getByLabel('Search the library').fill(title.split(' ').pop()!);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const video = page.getByLabel(`Video: ${title}`);
    await expect(video).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
    const saved = page.waitForResponse((r) => r.url().includes('/progress') && r.request().method() === 'PUT');
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    expect((await saved).status()).toBe(200);

    // Marcus (a coach too) uses it as the demo of an exercise in a plan for Jordan; Jordan opens it from the day.
    await staff.goto('/coach/plans/new');
    await staff.getByLabel('Plan title').fill(`Closeouts ${title}`);
    const day1 = staff.getByTestId('day-editor').first();
    await day1.getByRole('button', { name: 'Add an exercise' }).click();
    await day1.getByLabel('Exercise', { exact: true }).fill('Closeout drill');
    await day1.getByLabel('Demo video').click();
    await staff.getByRole('option', { name: title }).click();
    await staff.getByRole('button', { name: 'Save plan' }).click();
    await expect(staff).toHaveURL(/\/coach\/plans\/\d+$/);
    planId = Number(new URL(staff.url()).pathname.split('/').pop());
    const assigned = await staff.request.post(`/api/training-plans/${planId}/assignments`, {
      data: { athleteIds: [jordanId], startDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()) },
      headers: { origin: baseURL! },
    });
    expect(assigned.status(), await assigned.text()).toBe(201);
    await page.goto('/training-plan');
    await page
      .getByRole('link', { name: `Closeouts ${title}` })
      .first()
      .click();
    await page
      .getByRole('link', { name: `Watch the demo: ${title}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // A new Free member sees it locked: the teaser, no video, the upgrade naming the plans that include it.
    const free = await freshPage(browser, baseURL);
    await signUp(free, 'ATHLETE');
    await free.goto('/library');
    await free.getByLabel('Search the library').fill(title.split(' ').pop()!);
    await free.getByRole('link', { name: new RegExp(title) }).click();
    await expect(free.getByText('Part of the premium library')).toBeVisible();
    await expect(free.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscription');
    await expect(free.locator('video')).toHaveCount(0);
    // A free teaser opens in full for them.
    await free.getByRole('link', { name: 'Back to the library' }).click();
    await free.getByLabel('Free items only').check();
    await free.getByRole('link', { name: /Warm up in eight minutes/ }).click();
    await expect(free.getByText('Two minutes of easy jogging.', { exact: false })).toBeVisible();
  } finally {
    // Restore: the plan's assignment ended and the plan archived, the item unpublished.
    if (planId) {
      const headers = { origin: baseURL! };
      const rows = (await (await staff.request.get('/api/training-plans/compliance')).json()) as Array<{ assignment: { id: number; plan: { id: number } } }>;
      for (const r of rows.filter((x) => x.assignment.plan.id === planId))
        await staff.request.post(`/api/plan-assignments/${r.assignment.id}/end`, { headers });
      await staff.request.patch(`/api/training-plans/${planId}`, { data: { archived: true }, headers });
    }
    await staff.goto('/coach/manage/library');
    await staff.getByRole('button', { name: `Unpublish: ${title}` }).click();
    await expect(row).toContainText('Draft');
  }
});
