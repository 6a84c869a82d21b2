import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { login, signUp } from './helpers';
import { makeAthleteClip, uploadViaApi, waitForAnalysis } from './media-helpers';

// Issue 19: the review player, coaches' drawings, side by side and progress, on real analysed clips
// (the e2e server's in-process worker runs the pose model). One athlete with three short clips
// serves every journey, to keep CI time down.

test.describe.configure({ mode: 'serial' });

let athleteEmail = '';
let note = '';
const clips: number[] = [];

async function athletePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, 'ATHLETE', athleteEmail, 'strong-pass-123');
  // Chromium pauses muted video and animation frames in a page in the background.
  await page.bringToFront();
  return page;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await (await browser.newContext()).newPage();
  athleteEmail = await signUp(page, 'ATHLETE');
  note = `Jump shot form, side view (${athleteEmail})`;
  await page.goto('/media');
  // The first clip carries the athlete's note (issue 33: the coach reads it; Compare tells clips apart by it).
  for (let i = 0; i < 3; i++) clips.push(await uploadViaApi(page, makeAthleteClip(3), `drill-${i + 1}.mp4`, i === 0 ? { description: note } : {}));
  for (const id of clips) await waitForAnalysis(page, id, 180_000);
  await page.context().close();
});

test('a coach draws an angle at 1.2 s; the athlete sees it appear at 1.2 s at quarter speed', async ({ page }) => {
  test.setTimeout(120_000);
  const clip = clips[0]!;
  await login(page, 'COACH');
  await page.goto(`/review/${clip}`);
  await expect(page.getByRole('heading', { name: 'drill-1.mp4' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await page.getByRole('slider', { name: 'Position in the clip' }).fill('1.2');
  await expect(page.getByTestId('clock')).toHaveText('0:01.20');
  // Frame steps with the keys, and back.
  await page.keyboard.press('.');
  await expect(page.getByTestId('clock')).toHaveText('0:01.24'); // 25 fps
  await page.keyboard.press(',');
  await expect(page.getByTestId('clock')).toHaveText('0:01.20');

  await page.getByRole('button', { name: 'Angle' }).click();
  const surface = page.getByTestId('drawing-surface');
  await surface.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await surface.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.click(...at(0.3, 0.3));
  await page.mouse.click(...at(0.5, 0.6));
  await page.mouse.move(...at(0.75, 0.6));
  // The degrees show while the angle is drawn.
  await expect(page.getByTestId('annotation-draft')).toHaveAttribute('data-degrees', /^\d+°$/);
  await page.mouse.click(...at(0.75, 0.6));
  const item = page.getByTestId('annotation-item');
  await expect(item).toContainText('0:01.20');
  await expect(item).toContainText('Angle');
  await page.screenshot({ path: 'test-results/review-coach-1280.png', fullPage: true });

  // The athlete, in the same (foreground) tab: Chromium throttles video and animation frames in background pages.
  await page.context().clearCookies();
  const athlete = page;
  await login(athlete, 'ATHLETE', athleteEmail, 'strong-pass-123');
  await athlete.goto(`/review/${clip}`);
  await expect(athlete.getByTestId('annotation-item')).toContainText('0:01.20', { timeout: 30_000 });
  // No drawing tools for the athlete.
  await expect(athlete.getByRole('button', { name: 'Angle' })).toHaveCount(0);
  await expect.poll(() => athlete.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await athlete.getByRole('button', { name: '0.25x' }).click();
  const angle = athlete.getByTestId('annotation').and(athlete.locator('[data-kind="angle"]'));
  await expect(angle).toHaveCount(0);
  // Watched from inside the page on every animation frame: the video time when the angle appears.
  const appeared = athlete.evaluate(
    () =>
      new Promise<{ t: number; rate: number }>((resolve) => {
        const v = document.querySelector('video')!;
        const tick = () =>
          document.querySelector('[data-testid="annotation"][data-kind="angle"]')
            ? resolve({ t: v.currentTime, rate: v.playbackRate })
            : requestAnimationFrame(tick);
        tick();
        // Say what the video was doing if the angle never came.
        setTimeout(
          () =>
            resolve({
              t: -1,
              rate: v.playbackRate,
              state: `time ${v.currentTime} paused ${v.paused} ready ${v.readyState} error ${v.error?.message}`,
            } as never),
          25_000,
        );
      }),
  );
  await athlete.getByRole('button', { name: 'Play' }).click();
  const { t, rate, state } = (await appeared) as { t: number; rate: number; state?: string };
  expect(state).toBeUndefined();
  expect(rate).toBe(0.25);
  expect(t).toBeGreaterThanOrEqual(1.19);
  expect(t).toBeLessThan(1.5);
  await expect(angle).toHaveCount(1);
  await expect(angle).toHaveAttribute('data-degrees', /^\d+°$/);
  await expect(athlete.getByTestId('skeleton')).toBeVisible();
  await athlete.getByRole('button', { name: 'Pause' }).click();
  await expect(athlete.getByTestId('measure-chart').first()).toBeVisible();
  await athlete.screenshot({ path: 'test-results/review-athlete-1280.png', fullPage: true });
  await athlete.setViewportSize({ width: 390, height: 844 });
  await athlete.screenshot({ path: 'test-results/review-athlete-390.png', fullPage: true });
  const axe = await new AxeBuilder({ page: athlete }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test("the coach's review screen shows the athlete's note and the analysis, and offers Edit feedback once reviewed (issue 33)", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'COACH');
  const card = page.getByTestId('media-item').filter({ hasText: note });
  await expect(card.getByTestId('media-note')).toContainText(note, { timeout: 20_000 });
  await card.getByRole('button', { name: /^Give Feedback/ }).click();
  const corner = page.getByRole('region', { name: "Coach's Corner" });
  const details = corner.getByTestId('reviewing-details');
  await expect(details).toContainText(note);
  await expect(details).toContainText('No sport given');
  const ai = corner.getByTestId('ai-analysis');
  await expect(ai).toContainText('found the athlete in');
  await expect(ai).toContainText('analysed for general movement');
  await page.getByLabel('Rating').click();
  await page.getByRole('option', { name: '3 - Good' }).click();
  await page.getByLabel('Detailed Feedback').fill('Steady posture. Now film the whole shot from the side.');
  await corner.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.locator('[aria-label^="Notifications"] li').filter({ hasText: 'Feedback Submitted' })).toBeVisible();

  // Reviewed: the card offers to edit, and the form starts from the feedback given.
  const edit = card.getByRole('button', { name: /^Edit feedback/ });
  await expect(edit).toBeVisible();
  await expect(card.getByRole('button', { name: /^Give Feedback/ })).toHaveCount(0);
  await edit.click();
  await expect(corner.getByTestId('editing-note')).toBeVisible();
  await expect(page.getByLabel('Detailed Feedback')).toHaveValue('Steady posture. Now film the whole shot from the side.');
  await expect(page.getByLabel('Rating')).toHaveText('3 - Good');
  await page.getByLabel('Detailed Feedback').fill('Steady posture; keep the camera at hip height next time.');
  await corner.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('[aria-label^="Notifications"] li').filter({ hasText: 'Feedback Updated' })).toBeVisible();
  await expect(corner.getByText('Steady posture; keep the camera at hip height next time.').last()).toBeVisible();
  await corner.screenshot({ path: 'test-results/review-coach-corner.png' });
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="coaches-corner-heading"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the side-by-side view plays two clips in step', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await athletePage(browser);
  // From the player: Compare offers the athlete's other clips, never the clip itself.
  await page.goto(`/review/${clips[0]}`);
  await page.getByRole('link', { name: 'Compare with another clip' }).click();
  const picker = page.getByTestId('compare-picker');
  await expect(picker.getByRole('link')).toHaveCount(2);
  await expect(picker.getByRole('link', { name: /^drill-1\.mp4/ })).toHaveCount(0);
  await picker.getByRole('link', { name: /^drill-2\.mp4/ }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?a=${clips[0]}&b=${clips[1]}$`));
  // Told apart: the date and time of each, and the note of the first.
  await expect(page.getByTestId('side-a').getByTestId('side-details')).toContainText(note);
  await expect(page.getByTestId('side-b').getByTestId('side-details').locator('time')).toHaveText(/\d{1,2}:\d{2}/);
  // Played straight after the picker (clip A was loaded before its video was shown).
  await expect(page.getByTestId('side-a').locator('video')).toBeVisible();
  await expect(page.getByTestId('side-b').locator('video')).toBeVisible();
  for (const i of [0, 1])
    await expect
      .poll(
        () =>
          page
            .locator('video')
            .nth(i)
            .evaluate((v: HTMLVideoElement) => v.readyState),
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: '0.5x' }).click();
  await page.getByRole('button', { name: 'Play both' }).click();
  // Both clocks read in one go inside the page (two reads in a row differ by the time between
  // them on a busy machine): B follows A, aligned at 0 and 0, while they play.
  const clocks = () => page.locator('video').evaluateAll((vs: HTMLVideoElement[]) => vs.map((v) => v.currentTime));
  await expect
    .poll(
      async () => {
        const [a = 0, b = 0] = await clocks();
        return a > 0.5 && b > 0.3 && Math.abs(a - b) < 0.25 ? true : `A ${a}, B ${b}`;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // Paused, or (on a busy machine, the short clips at half speed) already at their end: either way
  // the controls offer Play both again.
  await page
    .getByRole('button', { name: 'Pause both' })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(page.getByRole('button', { name: 'Play both' })).toBeVisible();
  await expect(page.getByTestId('side-a').getByTestId('skeleton')).toBeVisible();
  await page.screenshot({ path: 'test-results/compare-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/compare-390.png', fullPage: true });
});

test('the progress page shows a measure across the three analysed uploads', async ({ browser }) => {
  const page = await athletePage(browser);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'My progress' })).toBeVisible();
  await expect(page.getByTestId('sessions-chart')).toBeVisible();
  const measure = page.getByTestId('progress-measure').filter({ hasText: 'Trunk lean (mean)' });
  await expect(measure).toBeVisible();
  await measure.getByText('Show as a table').click();
  await expect(measure.getByRole('row')).toHaveCount(4); // header + 3 uploads
  for (const name of ['drill-1.mp4', 'drill-2.mp4', 'drill-3.mp4']) await expect(measure.getByRole('cell', { name })).toBeVisible();
  await expect(measure.getByText('Healthy range')).toBeVisible();
  await page.screenshot({ path: 'test-results/progress-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/progress-390.png', fullPage: true });
  await expect(page.getByRole('link', { name: 'Open in the player: drill-1.mp4' })).toBeVisible();
});
