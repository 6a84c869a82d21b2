import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const hero = (page: Page) => page.getByRole('region', { name: 'Unlock your athletic potential' });
const carousel = (page: Page) => page.getByRole('region', { name: 'News highlights' });
const activeSlide = (page: Page, n: number, of = 4) => carousel(page).getByRole('group', { name: `${n} of ${of}` });
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
const videoButton = (page: Page, name: 'Pause video' | 'Play video' | 'Restart video') => hero(page).getByRole('button', { name });

test.describe('home page (part 1, 2.3)', () => {
  test('the hero buttons lead to sign-up and the programs', async ({ page }) => {
    await page.goto('/');
    await expect(hero(page).getByRole('link', { name: 'Start Training Today' })).toHaveAttribute('href', '/signup');
    await expect(hero(page).getByRole('link', { name: 'View Programs' })).toHaveAttribute('href', '/programs');
    await hero(page).getByRole('link', { name: 'Start Training Today' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await hero(page).getByRole('link', { name: 'View Programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
  });

  test('the feature cards link where the spec says, and the statistics count up to 8,888+', async ({ page }) => {
    await page.goto('/');
    const features = page.getByRole('region', { name: 'Everything you need to reach the next level' });
    const links = {
      'Start Analysis': '/my-media',
      'Meet Our Coaches': '/programs',
      'View Programs': '/programs',
      'View Analytics': '/sessions',
      'Book Session': '/schedule',
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(features.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const stats = page.getByRole('region', { name: 'Results that speak for themselves' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByTestId('athletes-count')).toHaveText('8,888+', { timeout: 8_000 });
    for (const text of ['Athletes Trained', '15+', 'Years of Experience', '4', 'Sports', '95%', 'Satisfaction Rate']) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('the news carousel shows at most 4 items; previous and next wrap around', async ({ page }) => {
    await page.goto('/');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(activeSlide(page, 1)).toBeVisible();
    await expect(slides(page)).toHaveCount(4);
    // The feed's tips ("Tip of the Week", "Technique Focus") are not news.
    await expect(activeSlide(page, 1)).toContainText('U14 Soccer Wins the Fall Tournament');
    await expect(carousel(page)).not.toContainText('Tip of the Week');
    await carousel(page).getByRole('button', { name: 'Previous news' }).click();
    await expect(activeSlide(page, 4)).toContainText('New Equipment in the Speed Lab');
    await carousel(page).getByRole('button', { name: 'Next news' }).click();
    await expect(activeSlide(page, 1)).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Next news' }).click();
    await expect(activeSlide(page, 2)).toContainText('State Championship');
    await carousel(page).getByRole('button', { name: 'Show news 3' }).click();
    await expect(activeSlide(page, 3)).toContainText('Weekend Skills Showcase');
  });

  test('the carousel advances every 10 s and waits 3 s more after a manual move', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(activeSlide(page, 1)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(activeSlide(page, 2)).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Next news' }).click();
    await expect(activeSlide(page, 3)).toBeVisible();
    await page.mouse.move(5, 400); // hovering the carousel would pause it too
    await page.clock.runFor(10_000);
    await expect(activeSlide(page, 3)).toBeVisible();
    await page.clock.runFor(3_500);
    await expect(activeSlide(page, 4)).toBeVisible();
  });
  // The news items' ages and the loading and empty states are component tests now (issue 28):
  // web/src/features/home/components/news-section.component.test.tsx.
});

test.describe('hero video (part 1, 2.3)', () => {
  test('desktop: muted, not looping, one button pauses and plays', async ({ page }) => {
    await page.goto('/');
    const video = hero(page).locator('video');
    await expect(video).toHaveCount(1);
    await expect(page.getByTestId('hero-fallback')).toHaveCount(0);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, preload: v.preload }))).toEqual({
      muted: true,
      loop: false,
      preload: 'metadata',
    });
    // Fallback content for browsers without video: the message and a download link.
    await expect(video.locator('p')).toContainText('Your browser does not support video playback.');
    await expect(video.locator('a[download]')).toHaveAttribute('href', '/video/hero.mp4');
    await expect(videoButton(page, 'Pause video')).toBeVisible();
    await videoButton(page, 'Pause video').click();
    await expect(videoButton(page, 'Play video')).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await videoButton(page, 'Play video').click();
    await expect(videoButton(page, 'Pause video')).toBeVisible();
  });

  test('desktop: plays twice, then stops at half its duration with a restart control', async ({ page }) => {
    await page.goto('/');
    const video = hero(page).locator('video');
    await expect(videoButton(page, 'Pause video')).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => v.dispatchEvent(new Event('ended')));
    await expect(videoButton(page, 'Pause video')).toBeVisible(); // the second play
    await video.evaluate((v: HTMLVideoElement) => v.dispatchEvent(new Event('ended')));
    await expect(videoButton(page, 'Restart video')).toBeVisible();
    await expect(videoButton(page, 'Restart video')).toContainText('Restart');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, half: Math.abs(v.currentTime - v.duration / 2) < 0.1 })))
      .toEqual({ paused: true, half: true });
    await videoButton(page, 'Restart video').click();
    await expect(videoButton(page, 'Pause video')).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime < 2)).toBe(true);
  });

  test('desktop: a video error shows the gradient with sport emojis', async ({ page }) => {
    await page.route('**/video/hero.mp4', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByTestId('hero-fallback')).toBeAttached();
    await expect(page.getByTestId('hero-fallback')).toContainText('⚽');
    await expect(hero(page).locator('video')).toHaveCount(0);
    await expect(hero(page).getByRole('button', { name: /video/ })).toHaveCount(0);
  });

  test('390 px wide: the gradient replaces the video, which is never requested', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('/video/') && requested.push(r.url()));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('hero-fallback')).toBeAttached();
    await expect(page.getByTestId('hero-fallback')).toContainText('🏀');
    await expect(hero(page).locator('video')).toHaveCount(0);
    await expect(hero(page).getByRole('link', { name: 'Start Training Today' })).toBeVisible();
    expect(requested).toEqual([]);
  });
});

test.describe('home page on a phone user agent', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  test('a mobile user agent gets the gradient even in a wide window', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/');
    await expect(page.getByTestId('hero-fallback')).toBeAttached();
    await expect(hero(page).locator('video')).toHaveCount(0);
  });
});

test.describe('home page accessibility', () => {
  for (const width of [1280, 390]) {
    test(`no serious or critical axe violations with the news loaded at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto('/');
      await expect(activeSlide(page, 1)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
