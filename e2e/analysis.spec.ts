import crypto from 'node:crypto';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { confidenceBand } from '../common/analysis';
import { login, signUp } from './helpers';
import { ATHLETE_PHOTO, makeAthleteClip, makeNoPersonJpeg, uploadViaApi, waitForAnalysis, type MediaFile } from './media-helpers';

// Issue #6: the real pose analysis (tfjs on the CPU, run by the e2e server's in-process worker) seen
// from the upload screen, the AI Analysis tab and the coach's review panel. No sleeps: generous
// timeouts, because a clip takes seconds of CPU (more on a busy machine).

const unique = (name: string) => `${name}-${crypto.randomBytes(3).toString('hex')}`;

async function openMedia(page: Page) {
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Upload training media' })).toBeVisible();
}

/** Chooses a file in the Uppy picker and uploads it through the form. */
async function uploadThroughForm(page: Page, name: string, file: MediaFile, sport?: string) {
  await page.locator('.uppy-Dashboard-input').first().setInputFiles({ name, mimeType: file.contentType, buffer: file.bytes });
  await expect(page.locator('.uppy-Dashboard-Item-name')).toContainText(name);
  if (sport) {
    await page.getByLabel('Sport (optional)').click();
    await page.getByRole('option', { name: sport }).click();
  }
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** The image has loaded (not just an element with a src). */
async function expectImageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** The confidence shows as a rounded percent in the colour band part 2 gives for it. */
async function expectConfidenceBand(card: Locator) {
  const badge = card.getByTestId('confidence').locator('[data-band]');
  const text = (await badge.textContent()) ?? '';
  const percent = Number(/(\d+)% confidence/.exec(text)?.[1]);
  expect(Number.isFinite(percent), text).toBe(true);
  await expect(badge).toHaveAttribute('data-band', confidenceBand(percent / 100));
  await expect(badge).toContainText(/High|Medium|Low/);
  return percent;
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an athlete uploads a clip, watches "Analysing..." progress, then sees the overlay, measures and confidence in the AI tab', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `${unique('sprint-drill')}.mp4`;
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await uploadThroughForm(page, name, makeAthleteClip(4), 'Track & Field');

  const outcome = page.getByTestId('upload-outcome');
  await expect(outcome).toContainText('Upload complete');
  await expect(outcome.getByText('Analysing...')).toBeVisible();
  const bar = outcome.getByRole('progressbar', { name: /AI analysis progress/ });
  await expect(bar).toBeVisible();
  // Live progress: the bar moves past 0 while the worker goes through the frames.
  await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 90_000, intervals: [250] }).toBeGreaterThan(0);

  // The result replaces the progress on the upload screen...
  const result = outcome.getByTestId('ai-feedback');
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(bar).toBeHidden();
  await expect(outcome).toContainText('The AI analysis is ready');
  await expect(result).toHaveAttribute('data-outcome', 'measured');
  await expectImageLoaded(result.getByTestId('pose-overlay').getByRole('img'));

  // ...and is in the AI Analysis tab, with everything of part 2.
  await outcome.getByRole('button', { name: 'Open AI Analysis' }).click();
  await expect(page.getByRole('tab', { name: /AI Analysis/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('tabpanel').getByTestId('ai-feedback').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Video Analysis' })).toBeVisible();
  await expectConfidenceBand(card);
  await expect(card).toContainText(/found the athlete in \d+ of \d+ frames/);
  await expect(card).toContainText(/Athlete found in \d+ of \d+ frames \(\d+%\) by (MoveNet|BlazePose)/);
  await expect(card).toContainText('Judged for speed & agility');
  await expect(card).toContainText('#video-analysis');
  await expect(card).toContainText(/Processed in [\d.]+ (ms|s)/);
  await expect(card).toContainText(/Model (movenet-lightning|blazepose-full|blazepose-heavy)@/);
  const overlay = card.getByTestId('pose-overlay');
  await expect(overlay.getByRole('img')).toHaveAttribute('alt', new RegExp(`Skeleton overlay.*${name}`));
  await expect(overlay).toContainText(/key frame at [\d.]+ s/);
  await expectImageLoaded(overlay.getByRole('img'));
  const measures = card.getByTestId('measures');
  await expect(measures).toContainText('Trunk lean (mean)');
  await expect(measures.locator('dd').first()).toHaveText(/^-?\d+(\.\d)?( ?(°|%|ms|cm|steps\/min))$/);
  expect(await blockingViolations(page)).toEqual([]);

  // A fresh visit reads it from GET /api/my-ai-feedback, overlay included.
  await page.reload();
  await page.getByRole('tab', { name: /AI Analysis/ }).click();
  const again = page.getByRole('tabpanel').getByTestId('ai-feedback').filter({ hasText: name });
  await expectImageLoaded(again.getByTestId('pose-overlay').getByRole('img'));
  await expect(again.getByTestId('measures')).toContainText('Trunk lean (mean)');
});

test('the AI tab shows the analysis in progress, and a photo without a person gets the honest "no athlete" result', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `${unique('empty-wall')}.jpg`;
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await uploadThroughForm(page, name, await makeNoPersonJpeg());
  await expect(page.getByTestId('upload-outcome')).toContainText('Upload complete');

  // Straight to the tab: the analysis is on top while it runs (or already listed).
  await page.getByRole('tab', { name: /AI Analysis/ }).click();
  const panel = page.getByRole('tabpanel');
  const card = panel.getByTestId('ai-feedback').filter({ hasText: name });
  await expect(panel.getByTestId('analysis-running').or(card)).toBeVisible();
  await expect(card).toBeVisible({ timeout: 90_000 });
  await expect(panel.getByTestId('analysis-running')).toHaveCount(0);

  await expect(card).toHaveAttribute('data-outcome', 'nothing-measured');
  await expect(card).toContainText('Nothing could be measured');
  await expect(card).toContainText('No athlete was detected in this photo');
  await expect(card.getByRole('heading', { name: 'Image Analysis' })).toBeVisible();
  expect(await expectConfidenceBand(card)).toBe(0);
  await expect(card.getByTestId('confidence').locator('[data-band]')).toHaveAttribute('data-band', 'orange');
  await expect(card).toContainText('#no-person');
  await expect(card.getByTestId('pose-overlay')).toHaveCount(0);
  await expect(card.getByTestId('measures')).toHaveCount(0);
  await expect(card.getByText('Recommendations')).toBeVisible();
});

test("the coach sees the analysis beside the athlete's upload in the review panel", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `${unique('standing-posture')}.jpg`;
  await login(page, 'ATHLETE');
  const id = await uploadViaApi(page, { bytes: fs.readFileSync(ATHLETE_PHOTO), contentType: 'image/jpeg' }, name);
  const analysis = await waitForAnalysis(page, id);
  expect(analysis.overlayUrl).toBeTruthy();

  await page.context().clearCookies();
  await login(page, 'COACH');
  const submission = page.getByTestId('media-item').filter({ hasText: name });
  await submission.getByRole('button', { name: /Give Feedback/ }).click();
  const ai = page.getByRole('region', { name: "Coach's Corner" }).getByRole('region', { name: 'AI Analysis' });
  await expect(ai).toBeVisible();
  await expect(ai.locator('[data-band]')).toHaveAttribute('data-band', confidenceBand(Number(analysis.confidence)));
  await expect(ai).toContainText(`Confidence ${Math.round(Number(analysis.confidence) * 100)}%`);
  await expect(ai).toContainText('found the athlete in the photo');
  await expect(ai).toContainText('Measurements');
  await expect(ai).toContainText('Trunk lean (mean)');
  await expectImageLoaded(ai.getByRole('img', { name: 'Pose overlay of the key frame' }));

  // In Spanish the measure names follow the coach's language.
  await page
    .getByRole('banner')
    .getByLabel(/^(Language|Idioma)$/)
    .selectOption('es');
  const es = page.getByTestId('ai-analysis');
  await expect(es.getByRole('heading', { name: 'Análisis con IA' })).toBeVisible();
  await expect(es).toContainText('Mediciones');
  await expect(es).toContainText('Inclinación del tronco (media)');
  await expect(es).not.toContainText('Trunk lean (mean)');
  await es.screenshot({ path: test.info().outputPath('ai-analysis-es.png') });
  // The choice is stored on the coach's account: back to English for the journeys that follow.
  await page
    .getByRole('banner')
    .getByLabel(/^(Language|Idioma)$/)
    .selectOption('en');
  await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible();
});
