import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Alumni } from '../common/profiles';
import { login, signOut, signUp } from './helpers';

const main = (page: Page) => page.getByRole('main');
const suffix = () => crypto.randomBytes(3).toString('hex');

/** A small JPEG made with sharp. */
async function jpeg(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#c2410c"/><circle cx="160" cy="100" r="40" fill="#fff"/></svg>';
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Uploads an image as the signed-in user the way the upload screen does: signed URL, PUT, then the record. */
async function uploadImage(page: Page, fileName: string): Promise<number> {
  const origin = new URL(page.url()).origin;
  const signed = await page.request.post('/api/objects/upload', { headers: { origin } });
  expect(signed.status(), await signed.text()).toBe(200);
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, { data: await jpeg(), headers: { 'content-type': 'image/jpeg', origin } });
  expect(put.ok(), await put.text()).toBe(true);
  const record = await page.request.post('/api/upload-media-from-object-storage', { data: { fileUrl: uploadURL, fileName }, headers: { origin } });
  expect(record.status(), await record.text()).toBe(201);
  return ((await record.json()) as { id: number }).id;
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('public profiles', () => {
  test('a new athlete publishes a profile with an image, and a visitor finds it in the directory', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    await page.goto('/my-public-profile');
    await expect(page.getByRole('heading', { name: 'My Public Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Media Management' })).toBeVisible();

    // Prefilled from the account's name; the slug follows the display name.
    await expect(page.getByLabel('Display Name')).toHaveValue('Casey Morgan');
    await expect(page.getByLabel('Profile URL')).toHaveValue('casey-morgan');
    const tag = suffix();
    const name = `Casey Morgan ${tag}`;
    await page.getByLabel('Display Name').fill(name);
    await expect(page.getByLabel('Profile URL')).toHaveValue(`casey-morgan-${tag}`);

    // The display name is required.
    await page.getByLabel('Display Name').fill('  ');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Display name is required')).toBeVisible();
    await page.getByLabel('Display Name').fill(name);

    await page.getByRole('switch', { name: 'Public profile' }).click();
    await page.getByLabel('Bio').fill('Winger with pace, training in the Speed Lab.');
    await choose(page, 'Primary Sport', 'Soccer');
    await choose(page, 'Position', 'Forward');
    await page.getByLabel('Team Name').fill('Queen City FC');
    await page.getByLabel('Graduation Year').fill('2029');
    await page.getByLabel('Location').fill('Charlotte, NC');

    // Enter adds the trimmed achievement; a blank one is ignored.
    const achievement = page.getByLabel('Achievements', { exact: true });
    await achievement.fill('  Golden Boot 2025  ');
    await achievement.press('Enter');
    await achievement.fill('   ');
    await achievement.press('Enter');
    const chips = page.getByRole('list', { name: 'Your achievements' }).getByRole('listitem');
    await expect(chips).toHaveCount(1);
    await expect(chips.first()).toHaveText('Golden Boot 2025');

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Saved', { exact: true })).toBeVisible();
    const slug = `casey-morgan-${tag}`;
    const link = page.getByRole('link', { name: `/profile/${slug}` });
    await expect(link).toHaveAttribute('href', `/profile/${slug}`);
    await expect(link).toHaveAttribute('target', '_blank');

    // One upload made public in Media Management, with a title.
    await uploadImage(page, 'first-touch.jpg');
    await uploadImage(page, 'stays-private.jpg');
    await page.reload();
    await page.getByRole('tab', { name: 'Media Management' }).click();
    const card = main(page).getByRole('listitem').filter({ hasText: 'first-touch.jpg' });
    await card.getByLabel('Title').fill('First touch drill');
    await card.getByRole('switch', { name: 'Show first-touch.jpg on my public profile' }).click();
    await expect(page.getByText('Media Updated', { exact: true })).toBeVisible();
    await expect(card.getByText('Public', { exact: true })).toBeVisible();

    // A signed-out visitor searches the directory and filters by sport.
    await signOut(page);
    await page.goto('/player-profiles');
    await page.getByRole('searchbox', { name: 'Search athletes' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await choose(page, 'Sport', 'Soccer');
    await expect(page).toHaveURL(/sport=Soccer/);
    const results = main(page).getByRole('list', { name: 'Athletes' }).getByRole('listitem');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Soccer · Forward');
    await expect(results.first()).toContainText('0 videos');
    await expect(results.first()).toContainText('1 image');
    await results.first().getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/profile/${slug}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(main(page).getByText('Golden Boot 2025')).toBeVisible();
    await expect(main(page).getByText('No public media yet')).toBeVisible(); // the Videos tab
    await page.getByRole('tab', { name: /Images/ }).click();
    await expect(page.getByRole('button', { name: /View image/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'View image: First touch drill' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: 'First touch drill' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Private' })).toHaveCount(0);
  });

  test('a taken profile URL shows the message and offers the suggestion', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    await page.goto('/my-public-profile');
    await page.getByLabel('Display Name').fill('Maya Chen');
    await expect(page.getByLabel('Profile URL')).toHaveValue('maya-chen');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('This profile URL is taken')).toBeVisible();
    const suggestion = page.getByRole('button', { name: /^Use maya-chen-\d+$/ });
    const suggested = (await suggestion.textContent())!.replace('Use ', '');
    await suggestion.click();
    await expect(page.getByText('Profile Saved', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Profile URL')).toHaveValue(suggested);
    await expect(page.getByText('This profile URL is taken')).toHaveCount(0);
    // A slug typed by hand no longer follows the display name.
    await page.getByLabel('Display Name').fill('Maya Chen Jr');
    await expect(page.getByLabel('Profile URL')).toHaveValue(suggested);
  });

  test('a private profile is only for its owner; others and unknown slugs see Athlete Not Found', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    await page.goto('/my-public-profile');
    const name = `Private Athlete ${suffix()}`;
    await page.getByLabel('Display Name').fill(name);
    const slug = await page.getByLabel('Profile URL').inputValue();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile is private.')).toBeVisible();

    await page.goto(`/profile/${slug}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Only you can see this profile.')).toBeVisible();
    await page.getByRole('tab', { name: /Private/ }).click();
    await expect(main(page).getByText('No private media')).toBeVisible();

    await signOut(page);
    await page.goto(`/profile/${slug}`);
    await expect(page.getByRole('heading', { name: 'Athlete Not Found' })).toBeVisible();
    await expect(page.getByText("The athlete profile you're looking for doesn't exist or is not public.")).toBeVisible();

    await page.goto('/profile/no-such-athlete-anywhere');
    await expect(page.getByRole('heading', { name: 'Athlete Not Found' })).toBeVisible();
  });

  test('save and update failures show the spec messages; an ended session is told and goes to log in', async ({ page }) => {
    await login(page, 'ATHLETE');
    await page.route('**/api/my-profile', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } }) : route.fallback(),
    );
    await page.route('**/api/media/*/visibility', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/my-public-profile');
    await expect(page.getByLabel('Display Name')).toHaveValue('Jordan Rivera');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Save Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Database unavailable', { exact: true })).toBeVisible();

    await uploadImage(page, 'will-fail.jpg');
    await page.reload();
    await page.getByRole('tab', { name: 'Media Management' }).click();
    await main(page).getByRole('switch', { name: 'Show will-fail.jpg on my public profile' }).click();
    await expect(page.getByText('Update Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to update media', { exact: true })).toBeVisible();

    // The app-wide 401 handler (part 2, section 8): told, then the login page.
    await page.route('**/api/my-profile', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
    await page.reload();
    await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('player profiles directory', () => {
  test('filters live in the URL; Create Your Profile, empty and error states', async ({ page }) => {
    await page.goto('/player-profiles?sport=Track+%26+Field');
    const results = main(page).getByRole('list', { name: 'Athletes' });
    await expect(results.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Jordan Rivera' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Sport' })).toHaveText('Track & Field');

    await choose(page, 'Gender', 'Female');
    await expect(page).toHaveURL(/gender=Female/);
    await page.getByRole('searchbox', { name: 'Search athletes' }).fill('zzz-nobody');
    await expect(page.getByRole('heading', { name: 'No Athletes Found' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/player-profiles$/);
    await expect(results.getByRole('heading', { name: 'Jordan Rivera' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search athletes' })).toHaveValue('');

    await page.getByRole('link', { name: 'Create Your Profile' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.route('**/api/public-profiles*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/player-profiles');
    await expect(page.getByRole('heading', { name: 'Unable to load profiles at this time' })).toBeVisible();
  });

  test("an athlete's Create Your Profile goes to the editor", async ({ page }) => {
    await login(page, 'ATHLETE');
    await page.goto('/player-profiles');
    await page.getByRole('link', { name: 'Create Your Profile' }).click();
    await expect(page).toHaveURL(/\/my-public-profile$/);
  });
});

test.describe('alumni', () => {
  test('the list shows featured stories, at most 3 achievements a card and the Sports Represented count', async ({ page }) => {
    const all = (await (await page.request.get('/api/alumni')).json()) as Alumni[];
    const sports = new Set(all.map((a) => a.primarySport?.toLowerCase()).filter(Boolean)).size;
    await page.goto('/alumni');
    await expect(page.getByRole('heading', { name: 'Alumni Success Stories', level: 1 })).toBeVisible();
    const stat = page.getByText('Sports Represented').locator('..');
    await expect(stat).toContainText(String(sports));

    const featured = page.getByRole('region', { name: 'Featured Stories' });
    await expect(featured.getByRole('heading', { name: 'Aaliyah Grant' })).toBeVisible();
    await expect(featured.getByRole('heading', { name: 'Tyler Brooks' })).toBeVisible();
    await expect(featured.getByRole('heading', { name: 'Devin Carter' })).toHaveCount(0);
    // The featured photo is shown whole in its tall frame (issue 34: its sides, words included, were cropped).
    const photo = featured.getByRole('img', { name: /Tyler Brooks/ });
    await expect(photo).toHaveCSS('object-fit', 'contain');
    // Loaded (it may still be arriving when the heading shows) and laid out.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeGreaterThan(0);

    // Aaliyah has 4 achievements; her cards show 3.
    const cards = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Aaliyah Grant' }) });
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Achievements' }).getByRole('listitem').filter({ hasNotText: 'more' })).toHaveCount(3);
      await expect(card.getByText('Junior Olympics Finalist')).toHaveCount(0);
    }
    await expect(main(page).getByRole('link', { name: 'Explore Training Programs' })).toHaveAttribute('href', '/training');

    await main(page).getByRole('link', { name: "Read Aaliyah's story" }).click();
    await expect(page).toHaveURL(/\/alumni\/aaliyah-grant$/);
  });

  test('a story shows accomplishments with labels, social links and the way back; a missing one says so', async ({ page }) => {
    await page.goto('/alumni/aaliyah-grant');
    await expect(page.getByRole('heading', { name: 'Aaliyah Grant', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Every tenth of a second was earned in the Speed Lab.')).toBeVisible();
    await expect(main(page).getByText('Junior Olympics Finalist')).toBeVisible();
    await expect(main(page).getByText('100m PB')).toBeVisible();
    await expect(main(page).getByText('11.42s')).toBeVisible();
    await expect(main(page).getByText('200m PB')).toBeVisible();
    const twitter = main(page).getByRole('link', { name: /Twitter/ });
    await expect(twitter).toHaveAttribute('target', '_blank');
    await expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main(page).getByRole('link', { name: 'Explore Training Programs' })).toHaveAttribute('href', '/training');
    await expect(main(page).getByRole('link', { name: 'More Success Stories' })).toHaveAttribute('href', '/alumni');

    await page.goto('/alumni/devin-carter');
    await expect(main(page).getByText('Points per game')).toBeVisible();
    await expect(main(page).getByText('Assists per game')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Alumni' }).click();
    await expect(page).toHaveURL(/\/alumni$/);

    await page.goto('/alumni/no-such-story');
    await expect(page.getByRole('heading', { name: 'Alumni Not Found' })).toBeVisible();
    await expect(page.getByText("The alumni profile you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe('accessibility of the profile and alumni screens (axe, WCAG 2.1 AA)', () => {
  const SCREENS = [
    { path: '/player-profiles', heading: 'Player Profiles' },
    { path: '/profile/jordan-rivera', heading: 'Jordan Rivera' },
    { path: '/alumni', heading: 'Alumni Success Stories' },
    { path: '/alumni/aaliyah-grant', heading: 'Aaliyah Grant' },
    { path: '/my-public-profile', heading: 'My Public Profile', athlete: true },
  ];
  for (const width of [1280, 390]) {
    test(`no serious or critical violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      for (const s of SCREENS) {
        if (s.athlete) await login(page, 'ATHLETE');
        await page.goto(s.path);
        await expect(page.getByRole('heading', { name: s.heading, level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${s.path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});
