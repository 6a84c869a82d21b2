import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page, Route } from '@playwright/test';
import { en } from '../common/messages/index.ts';
import { signUp } from './helpers';
import { makeJpeg, makeMp4, uploadViaApi } from './media-helpers';

const require = createRequire(import.meta.url);
let dir = '';
let video = '';
let fake = '';

test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));
  video = path.join(dir, 'sprint-start.mp4');
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  execFileSync(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15:duration=2',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    video,
  ]);
  // Random bytes with a video's name: only the server's content check can catch it.
  fake = path.join(dir, 'clip.mp4');
  fs.writeFileSync(fake, crypto.randomBytes(64 * 1024));
});

test.afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const toastOn = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** Holds matching requests until released, so a short state (progress, processing) can be seen. */
function hold(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  void page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openMedia(page: Page) {
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Upload training media' })).toBeVisible();
}

const chooseFile = (page: Page, file: string) => page.locator('.uppy-Dashboard-input').first().setInputFiles(file);

test('a new athlete sees both empty states', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await expect(page.getByRole('heading', { name: 'No media uploads yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'No AI feedback yet' })).toBeVisible();
});

test('an athlete uploads a video, watches it back and toggles its visibility', async ({ page }) => {
  // The real analysis of the clip runs on the CPU before the result shows.
  test.setTimeout(90_000);
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await page.evaluate(() => performance.setResourceTimingBufferSize(2000));
  const feedbackCalls: number[] = [];
  page.on('request', (r) => r.url().includes('/api/ai-feedback/') && feedbackCalls.push(Date.now()));

  await chooseFile(page, video);
  await expect(page.locator('.uppy-Dashboard-Item-name')).toContainText('sprint-start.mp4');
  await page.getByLabel('Description (optional)').fill('Block start, first three steps');
  await page.getByLabel('Sport (optional)').click();
  await page.getByRole('option', { name: 'Track & Field' }).click();

  const releasePut = hold(page, '**/files/upload/**');
  const releaseRecord = hold(page, '**/api/upload-media-from-object-storage');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toContainText('sprint-start.mp4');
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  releasePut();

  await expect(page.getByText('Processing your upload...')).toBeVisible();
  await expect(progress).toBeHidden();
  releaseRecord();

  await expect(toastOn(page)).toContainText('Upload Complete');
  const outcome = page.getByTestId('upload-outcome');
  await expect(outcome).toContainText('Upload complete');
  // The form is cleared for the next upload.
  await expect(page.getByLabel('Description (optional)')).toHaveValue('');
  await expect(page.getByLabel('Sport (optional)')).toHaveText('No sport');
  await expect(page.locator('.uppy-Dashboard-Item')).toHaveCount(0);

  // "Analysing..." at once; the AI feedback is first asked for about 2 s after the record, then its
  // progress until the result, and no more once it is there.
  await expect(outcome.getByText('Analysing...').or(outcome.getByTestId('ai-feedback'))).toBeVisible({ timeout: 6000 });
  await expect.poll(() => feedbackCalls.length, { timeout: 6000 }).toBeGreaterThanOrEqual(1);
  // Timed on the page's own clock (Resource Timing): Playwright's events reach the test a little late.
  // (A call's entry appears when its answer has arrived, a moment after the request event.)
  const gapOnPage = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const record = entries.findLast((e) => e.name.includes('/api/upload-media-from-object-storage'));
      const feedback = entries.find((e) => e.name.includes('/api/ai-feedback/'));
      return record && feedback ? feedback.startTime - record.responseEnd : null;
    });
  await expect.poll(gapOnPage, { timeout: 10_000 }).not.toBeNull();
  expect(await gapOnPage()).toBeGreaterThanOrEqual(1990);
  await expect(outcome.getByTestId('ai-feedback')).toBeVisible({ timeout: 60_000 });
  const calls = feedbackCalls.length;
  await page.waitForTimeout(2500);
  expect(feedbackCalls).toHaveLength(calls);

  await page.getByRole('button', { name: 'View My Uploads' }).click();
  const card = page.getByTestId('media-card').filter({ hasText: 'sprint-start.mp4' });
  await expect(card).toContainText('PENDING');
  await expect(card).toContainText('Video');
  await expect(card).toContainText('Private');
  await expect(card).toContainText('Block start, first three steps');
  await expect(card).toContainText('Track & Field');

  // It plays back: metadata loads, and the file is served with range requests.
  const player = card.locator('video');
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect(player).toHaveAttribute('poster', /.+/);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  const src = await player.evaluate((v: HTMLVideoElement) => v.currentSrc);
  const partial = await page.request.get(src, { headers: { Range: 'bytes=0-99' } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await partial.body()).length).toBe(100);

  // Make Public asks for a title and tags; Make Private takes it back.
  await card.getByRole('button', { name: /Make Public/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Make this upload public' });
  await expect(dialog.getByLabel('Title')).toHaveValue('sprint-start');
  await dialog.getByLabel('Title').fill('Sprint start drill');
  await dialog.getByLabel('Tags').fill('speed, first step');
  await dialog.getByRole('button', { name: 'Make Public' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Public');
  await expect(card).toContainText('Sprint start drill');
  await expect(card).toContainText('#speed');
  await expect(card).toContainText('#first step');

  await card.getByRole('button', { name: /Make Private/ }).click();
  await expect(card.getByRole('button', { name: /Make Public/ })).toBeVisible();
  await expect(card).toContainText('Private');
  await page.reload();
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await expect(page.getByTestId('media-card').filter({ hasText: 'sprint-start.mp4' })).toContainText('Private');
});

test("a renamed file that is not a video shows 'Processing Error' with the server's reason", async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await chooseFile(page, fake);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toastOn(page)).toContainText('Processing Error');
  await expect(toastOn(page)).toContainText(en('media.notMedia'));
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await expect(page.getByRole('heading', { name: 'No media uploads yet' })).toBeVisible();
});

test("a failed upload URL request shows 'Upload Error' only, and Upload tries again", async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await page.route('**/api/objects/upload', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await chooseFile(page, video);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toastOn(page)).toContainText('Upload Error');
  // The web's own wording (locales/en/media.json messages.prepareFailed): the server never sends it.
  await expect(toastOn(page)).toContainText('Failed to prepare file upload. Please try again.');
  await page.waitForTimeout(500);
  await expect(toastOn(page)).not.toContainText('Upload Failed');

  // The file stays chosen; once the server answers again, Upload goes through.
  await page.unroute('**/api/objects/upload');
  await expect(page.locator('.uppy-Dashboard-Item-name')).toContainText('sprint-start.mp4');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('upload-outcome')).toContainText('Upload complete');
});

test('a plan whose uploads are used up says so, with the way to more', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  const message = "Your Free plan includes 5 media uploads a month, and you've used them all. Upgrade your plan to get more.";
  await page.route('**/api/objects/upload', (route) =>
    route.fulfill({ status: 402, contentType: 'application/json', body: JSON.stringify({ message, limit: 'maxMediaUploads', upgradeUrl: '/subscription' }) }),
  );
  await chooseFile(page, video);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toastOn(page)).toContainText('Upload Error');
  await expect(toastOn(page)).toContainText(message);
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
});

test('uploading without a file, or choosing a file that is not a video or photo, says what to do', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Choose a video or photo to upload first.')).toBeVisible();

  const notes = path.join(dir, 'notes.txt');
  fs.writeFileSync(notes, 'not a video');
  await chooseFile(page, notes);
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a video or a photo.' })).toBeVisible();
  await expect(page.locator('.uppy-Dashboard-Item')).toHaveCount(0);
});

test('a session that ended is told and sent to log in again', async ({ page }) => {
  // Every text the notifications region shows is kept, in this tab's sessionStorage and from every
  // page it loads: on a busy machine the toast can come and go (one toast at a time, the login page
  // opening) between two reads of the screen, and the login page may be a new document.
  await page.addInitScript(() => {
    const key = 'e2e-toasts-seen';
    new MutationObserver(() => {
      const text = document.querySelector('[aria-label^="Notifications"]')?.textContent;
      if (!text) return;
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      if (seen[seen.length - 1] !== text) sessionStorage.setItem(key, JSON.stringify([...seen, text]));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  await page.context().clearCookies();
  await chooseFile(page, video);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const toasts = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('e2e-toasts-seen') ?? '[]') as string[]).join(' | '));
  await expect.poll(toasts).toMatch(/Unauthorized.*You are logged out\. Logging in again\.\.\./);
  await expect(page).toHaveURL(/\/login$/);
});

/** WCAG 2.1 A and AA violations that block (serious or critical), with where they are. */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('at 390 px every tab and the dialog pass axe, nothing scrolls sideways, and the tabs work by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'ATHLETE');
  await openMedia(page);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  await chooseFile(page, video);
  await expect(page.locator('.uppy-Dashboard-Item-name')).toContainText('sprint-start.mp4');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('upload-outcome')).toContainText('Upload complete');
  expect(await sideways()).toBe(false);

  await page.getByRole('tab', { name: 'Upload', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Uploads' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('media-card')).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
  expect(await sideways()).toBe(false);

  await page.getByRole('button', { name: /Make Public/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  await expect(page.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await sideways()).toBe(false);
});

test('a stored video and photo opened in a tab of their own still play and show, under a policy that runs nothing', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|blocked by CORS|ERR_BLOCKED_BY_RESPONSE/.test(m.text())) violations.push(m.text());
  });
  await signUp(page, 'ATHLETE');
  await uploadViaApi(page, makeMp4(2), 'own-tab.mp4');
  await uploadViaApi(page, await makeJpeg(3, 320, 240), 'own-tab.jpg');
  const mine = (await (await page.request.get('/api/my-media')).json()) as { fileUrl: string; fileType: string }[];
  for (const m of mine) {
    const res = await page.goto(m.fileUrl);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
    if (m.fileType === 'VIDEO') {
      await expect.poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? -1)).toBeGreaterThanOrEqual(1);
      expect(await page.evaluate(() => document.querySelector('video')?.videoWidth)).toBeGreaterThan(0);
    } else {
      expect(await page.evaluate(() => document.querySelector('img')?.naturalWidth)).toBe(320);
    }
  }
  expect(mine).toHaveLength(2);
  expect(violations).toEqual([]);
});
