import { expect, type Locator, type Page } from '@playwright/test';

/** A pickup game's card on /free-play (an article named by the game's title). */
export const gameCard = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

/** The Join button or link of a game card (its accessible name ends with the game's title). */
export const joinButton = (card: Locator) => card.getByRole('button', { name: /^Join Game/ }).or(card.getByRole('link', { name: /^Join Game/ }));

/** A pickup game's row on the all-activities schedule (/schedule), found by its heading. */
export const scheduleRow = (page: Page, title: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens /schedule on its Pickup Games tab. */
export async function openSchedulePickup(page: Page) {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Training & Pickup Schedule', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Pickup Games' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
}

/** Opens the open play list and waits for the games. */
export async function openGames(page: Page) {
  await page.goto('/free-play');
  await expect(page.getByRole('heading', { name: 'Pickup Games', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** A plan card on /subscription (an article named by the plan's display name). */
export const planCard = (page: Page, displayName: string): Locator => page.getByRole('article', { name: displayName, exact: true });

/** Fills the offline test provider's card form inside a dialog or page region. */
export async function fillCardIn(scope: Locator | Page, number: string, expiry = '12/30', cvc = '123') {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill(expiry);
  await scope.getByLabel('CVC').fill(cvc);
}
