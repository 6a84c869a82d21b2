import { expect, test } from './fixtures';
import { CARDS, expectAccessible, registerAthlete, toastOn } from './booking-helpers';
import { login, signUp } from './helpers';
import { fillCardIn, gameCard, joinButton, openGames, openSchedulePickup, planCard, scheduleRow } from './open-play-helpers';

const PICKUP_PLAN_MESSAGE = 'Pickup games are not included in the Free plan. Upgrade your plan to join games.';

test.describe.serial('the demo athlete plays pickup games', () => {
  test('joins a free game and leaves it', async ({ page }) => {
    await login(page, 'ATHLETE');
    await openGames(page);
    const card = gameCard(page, 'Lunchtime Hoops 5v5');
    await expect(card.getByText('Basketball 5v5')).toBeVisible();
    await expect(card.getByText('12:00 PM – 1:30 PM')).toBeVisible();
    await expect(card).toContainText('Cost: Free');
    await expect(card.getByText('0/10')).toBeVisible();
    await expectAccessible(page);

    await joinButton(card).click();
    await expect(toastOn(page)).toContainText("You're in! See you at Lunchtime Hoops 5v5.");
    await expect(card.getByRole('button', { name: /^Joined/ })).toBeDisabled();
    await expect(card.getByText('1/10')).toBeVisible();

    await card.getByRole('button', { name: /^Leave/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect(dialog).toContainText('Leaving 24 hours or more before the start refunds a paid game.');
    await expect(dialog).toContainText('This game is free, so there is nothing to refund.');
    await dialog.getByRole('button', { name: 'Leave Game' }).click();
    await expect(toastOn(page)).toContainText('You left the game.');
    await expect(joinButton(card)).toBeEnabled();
    await expect(card.getByText('0/10')).toBeVisible();
  });

  test('pays for a game with a card, lands on the success page, and sees it Joined', async ({ page }) => {
    await login(page, 'ATHLETE');
    await openGames(page);
    await joinButton(gameCard(page, 'Friday Night Runs 5v5')).click();
    await expect(page).toHaveURL(/\/pickup-game-checkout\?gameId=\d+$/);
    const gameId = new URL(page.url()).searchParams.get('gameId');

    await expect(page.getByRole('heading', { name: 'Pickup Game Checkout' })).toBeVisible();
    await expect(page.getByTestId('game-amount')).toHaveText('$10.00');
    await expect(page.getByText('No real card is charged', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // A declined card says so with the provider's words and takes no place.
    await fillCardIn(page, CARDS.declined);
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(toastOn(page)).toContainText('Payment Failed');
    await expect(toastOn(page)).toContainText('Your card was declined.');

    await fillCardIn(page, CARDS.ok);
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(page).toHaveURL(`/pickup-game-success?gameId=${gameId}`);
    await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();
    await expect(page.getByRole('main').getByText('Friday Night Runs 5v5', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View Pickup Games' }).click();
    await expect(page).toHaveURL('/pickup-games');
    const card = gameCard(page, 'Friday Night Runs 5v5');
    await expect(card.getByRole('button', { name: /^Joined/ })).toBeDisabled();
    await expect(card.getByText('1/10')).toBeVisible();

    // Two days ahead: leaving refunds the game fee, and the dialog says so first.
    await card.getByRole('button', { name: /^Leave/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect(dialog).toContainText('The game is 24 hours or more away, so your $10.00 is refunded to your card.');
    await dialog.getByRole('button', { name: 'Leave Game' }).click();
    await expect(toastOn(page)).toContainText('You left the game and your payment is refunded.');
  });

  test('on the schedule, joins a free game in place, sees it Joined, and leaves it after confirming', async ({ page }) => {
    await login(page, 'ATHLETE');
    await openSchedulePickup(page);
    // A paid game goes to its checkout, as on /pickup-games.
    await expect(joinButton(scheduleRow(page, 'Flag Football 7v7'))).toHaveAttribute('href', /\/pickup-game-checkout\?gameId=\d+$/);

    const row = scheduleRow(page, 'Open Pitch 11v11');
    await expect(row).toContainText('0/22 players');
    await joinButton(row).click();
    await expect(toastOn(page)).toContainText("You're in! See you at Open Pitch 11v11.");
    await expect(row.getByRole('button', { name: /^Joined/ })).toBeDisabled();
    await expect(row.getByText("You're in")).toBeVisible();
    await expect(row).toContainText('1/22 players');
    await expectAccessible(page);

    // The same state on the open play list.
    await openGames(page);
    await expect(gameCard(page, 'Open Pitch 11v11').getByRole('button', { name: /^Joined/ })).toBeDisabled();

    await openSchedulePickup(page);
    // Staying in closes the dialog and keeps the place.
    await row.getByRole('button', { name: /^Leave/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect(dialog).toContainText('Open Pitch 11v11');
    await expect(dialog).toContainText('This game is free, so there is nothing to refund.');
    await dialog.getByRole('button', { name: 'Stay in Game' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: /^Joined/ })).toBeDisabled();

    await row.getByRole('button', { name: /^Leave/ }).click();
    await dialog.getByRole('button', { name: 'Leave Game' }).click();
    await expect(toastOn(page)).toContainText('You left the game.');
    await expect(joinButton(row)).toBeEnabled();
    await expect(row).toContainText('0/22 players');
  });

  test('checkout without a game says none was selected', async ({ page }) => {
    await login(page, 'ATHLETE');
    await page.goto('/pickup-game-checkout');
    await expect(page.getByRole('heading', { name: 'No game selected for checkout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse pickup games' })).toHaveAttribute('href', '/pickup-games');
  });
});

test('an athlete manages saved cards on their account page, then pays for a game with the default card', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  // A paid game needs the current waiver signed (decision 043): the registration helper signs it.
  await registerAthlete(page);
  await page.goto('/profile');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  await expect(cards.getByText('No saved cards yet.')).toBeVisible();
  for (const number of [CARDS.ok, '5555 5555 5555 4444']) {
    await cards.getByRole('button', { name: 'Add a card' }).click();
    await fillCardIn(cards, number);
    await cards.getByRole('button', { name: 'Save Card' }).click();
    await expect(toastOn(page).filter({ hasText: 'Card Saved' })).toBeVisible();
  }
  const visa = cards.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
  const mastercard = cards.getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(visa).toContainText('Default');
  await expect(mastercard).not.toContainText('Default');
  await expectAccessible(page);
  await cards.getByRole('button', { name: 'Make default: Mastercard •••• 4444' }).click();
  await expect(toastOn(page).filter({ hasText: 'Default Card Updated' })).toBeVisible();
  await expect(mastercard).toContainText('Default');
  await expect(visa).not.toContainText('Default');
  await cards.getByRole('button', { name: 'Remove: Visa •••• 4242' }).click();
  await expect(toastOn(page).filter({ hasText: 'Card Removed' })).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  // Plus includes pickup games; the upgrade charges the default card.
  const upgrade = await page.request.post('/api/subscription/upgrade', { data: { planName: 'PLUS' }, headers: { origin: new URL(page.url()).origin } });
  expect(await upgrade.json()).toMatchObject({ status: 'upgraded' });

  // The pickup checkout offers the default card, as session checkout does, and pays with it.
  await openGames(page);
  await joinButton(gameCard(page, 'Friday Night Runs 5v5')).click();
  await expect(page).toHaveURL(/\/pickup-game-checkout\?gameId=\d+$/);
  const gameId = new URL(page.url()).searchParams.get('gameId');
  await expect(page.getByTestId('selected-card')).toContainText('4444');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page).toHaveURL(`/pickup-game-success?gameId=${gameId}`);
  await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();
});

test('a new athlete on Free sees which plans include pickup games before any click, with an upgrade button', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await openGames(page);
  const notice = page.getByRole('region', { name: 'Pickup games need a plan that includes them' });
  await expect(notice).toContainText('Your Free plan does not include pickup games. They are included in the Plus, Pro and Team plans.');
  // How it works names the plans that join in one tap, rather than promising it to everyone.
  await expect(page.getByText('Included in the Plus, Pro, Team plans: join in one tap.')).toBeVisible();
  await expect(page.getByText('With a plan that includes pickup games, join in one tap.')).toHaveCount(0);
  const card = gameCard(page, 'Open Pitch 11v11');
  await expect(joinButton(card)).toHaveCount(0);
  await expect(card.getByRole('link', { name: /Upgrade to join/ })).toHaveAttribute('href', '/subscription');

  // The schedule's pickup rows offer the same.
  await openSchedulePickup(page);
  await expect(scheduleRow(page, 'Open Pitch 11v11').getByRole('link', { name: /Upgrade to join/ })).toBeVisible();

  // A paid game's checkout, opened directly, refuses before any card is asked for, titled as a plan matter.
  await openGames(page);
  const href = await gameCard(page, 'Flag Football 7v7')
    .getByRole('link', { name: /Upgrade to join/ })
    .getAttribute('href');
  expect(href).toBe('/subscription');
  const games = await page.request.get('/api/pickup-games');
  const flag = ((await games.json()) as Array<{ id: number; title: string }>).find((g) => g.title === 'Flag Football 7v7')!;
  await page.goto(`/pickup-game-checkout?gameId=${flag.id}`);
  await expect(page.getByRole('alert').filter({ hasText: PICKUP_PLAN_MESSAGE })).toBeVisible();
  await expect(toastOn(page)).toContainText('Upgrade your plan to continue');
  await expect(toastOn(page)).not.toContainText('Failed to initialize payment');
  await expect(page.getByText('/subscription', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL('/subscription');
});

test('a new athlete upgrades to Plus with the card form, then to Pro with the saved card, then cancels', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose your training plan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(planCard(page, 'Plus').getByText('MOST POPULAR')).toBeVisible();
  await expect(planCard(page, 'Plus').getByText('$29.00')).toBeVisible();
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByText('0 of 4 used')).toBeVisible();
  await expectAccessible(page);

  await planCard(page, 'Plus').getByRole('button', { name: 'Upgrade to Plus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Plus' });
  await expect(dialog).toContainText('$29.00 today');
  await expect(dialog.getByRole('checkbox', { name: /Save this card for monthly renewals/ })).toBeChecked();

  // Declined: the plan stays as it was.
  await fillCardIn(dialog, CARDS.declined);
  await dialog.getByRole('button', { name: 'Save & Pay' }).click();
  // The modal hides the page (the toast too) from assistive technology; the form announces the reason.
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByText('Upgrade Failed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');

  await fillCardIn(dialog, CARDS.ok);
  await dialog.getByRole('button', { name: 'Save & Pay' }).click();
  await expect(toastOn(page)).toContainText('Subscription Upgraded');
  await expect(toastOn(page)).toContainText('Your subscription has been upgraded successfully!');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-plan')).toHaveText('Plus');
  await expect(planCard(page, 'Plus').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Free Plan' })).toBeDisabled();
  await expect(page.getByText(/^Renews on /)).toBeVisible();

  // The card was kept: the next upgrade names it and charges it without the form.
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  await expect(confirm).toContainText('ending in 4242');
  await confirm.getByRole('button', { name: 'Pay $59.00 and upgrade' }).click();
  await expect(toastOn(page)).toContainText('Subscription Upgraded');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');

  // A pause (issue 29): 1-3 months from the period's end, taken back before it starts.
  await page.getByRole('button', { name: 'Pause plan' }).click();
  const pause = page.getByRole('alertdialog', { name: 'Pause your Pro plan?' });
  await pause.getByRole('radio', { name: '2 months' }).check();
  await expect(pause).toContainText(/Then nothing is charged and you are on Free until/);
  await pause.getByRole('button', { name: 'Pause for 2 months' }).click();
  await expect(toastOn(page)).toContainText('Pause Scheduled');
  await expect(page.getByTestId('plan-pause')).toContainText(/^Your Pro plan pauses on .+ and starts again on .+\.Keep my plan running$/);
  await expect(page.getByRole('button', { name: 'Pause plan' })).toHaveCount(0);
  await expectAccessible(page);
  await expect(page.getByText(/^Paid until /)).toBeVisible();
  await page.getByRole('button', { name: 'Keep my plan running' }).click();
  await expect(toastOn(page)).toContainText('Your plan will renew as usual.');
  await expect(page.getByTestId('plan-pause')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel your Pro plan?' }).getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/^Ends on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause plan' })).toHaveCount(0);
});

test('guests compare plans: no banner, and upgrades lead to log in and back to the plan', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose your training plan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveCount(0);
  await expect(planCard(page, 'Team').getByRole('link', { name: 'Upgrade to Team' })).toHaveAttribute('href', '/login?next=%2Fsubscription%3Fplan%3DTEAM');
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Free Plan' })).toBeDisabled();
  // Each card lists what the plan sells, derived from its limits and the capabilities the server
  // enforces (decision 049): nothing that is not built yet.
  await expect(planCard(page, 'Free').getByRole('listitem')).toHaveText([
    '4 training sessions a month',
    '5 video or photo uploads a month',
    '2 coach reviews a month',
    'AI movement analysis of every upload',
  ]);
  await expect(planCard(page, 'Plus').getByRole('listitem')).toHaveText([
    '8 training sessions a month',
    '20 video or photo uploads a month',
    '10 coach reviews a month',
    'AI movement analysis of every upload',
    'Pickup games',
    'Priority booking: book sessions before they open to everyone',
  ]);
  await expect(planCard(page, 'Pro').getByRole('listitem')).toHaveText([
    'Unlimited training sessions',
    'Unlimited video and photo uploads',
    '30 coach reviews a month',
    'AI movement analysis of every upload',
    'Pickup games',
    'Premium training library',
    'Personalized training plans',
    'Priority booking: book sessions before they open to everyone',
  ]);
  await expect(planCard(page, 'Team').getByRole('listitem')).toHaveText([
    'Unlimited training sessions',
    'Unlimited video and photo uploads',
    'Unlimited coach reviews',
    'AI movement analysis of every upload',
    'Pickup games',
    'Premium training library',
    'Personalized training plans',
    'Test results with trends and percentiles, and a monthly progress report by e-mail',
    'Priority booking: book sessions before they open to everyone',
  ]);

  const table = page.getByRole('table', { name: 'What each plan includes' });
  await expect(table.getByRole('rowheader')).toHaveText([
    'Training sessions a month',
    'Video and photo uploads a month',
    'Coach reviews a month',
    'AI movement analysis',
    'Pickup games',
    'Premium training library',
    'Personalized training plans',
    'Test trends, percentiles and monthly progress reports',
    'Priority booking',
  ]);
  await expect(table.getByRole('row', { name: /Training sessions a month/ }).getByRole('cell')).toHaveText(['4', '8', 'Unlimited', 'Unlimited']);
  await expect(table.getByRole('row', { name: /Pickup games/ }).getByRole('cell')).toHaveText(['Not included', 'Included', 'Included', 'Included']);
  const main = page.getByRole('main');
  // Sold since they exist (issue 30): the library and training plans; never what does not exist.
  await expect(table.getByRole('row', { name: /Personalized training plans/ }).getByRole('cell')).toHaveText([
    'Not included',
    'Not included',
    'Included',
    'Included',
  ]);
  // Issue 31: test trends and percentiles (advanced analytics) on Team.
  await expect(table.getByRole('row', { name: /Test trends, percentiles and monthly progress reports/ }).getByRole('cell')).toHaveText([
    'Not included',
    'Not included',
    'Not included',
    'Included',
  ]);
  // Issue 32: priority booking from Plus (decision 056).
  await expect(table.getByRole('row', { name: /Priority booking/ }).getByRole('cell')).toHaveText(['Not included', 'Included', 'Included', 'Included']);
  // the monthly progress report is sold now (issue 31, decision 054): it is on the Team line above
  for (const unsold of [/analytics/i, /priority booking reminders/i, /everything in/i]) await expect(main.getByText(unsold)).toHaveCount(0);
  await expectAccessible(page);
});

test('guests see the games with Log in to join; parents see them read-only', async ({ page }) => {
  await openGames(page);
  await expect(gameCard(page, 'Open Pitch 11v11').getByRole('link', { name: /^Log in to join/ })).toHaveAttribute(
    'href',
    /^\/login\?next=%2Fpickup-game-checkout%3FgameId%3D\d+$/,
  );

  await login(page, 'PARENT');
  await openGames(page);
  await expect(page.getByText('Athletes join from their own account').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Join Game/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Join Game/ })).toHaveCount(0);
});

test('the Coming Soon pages link by sign-in state', async ({ page }) => {
  const hrefs = async () =>
    page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

  await page.goto('/open-play');
  await expect(page.getByRole('heading', { name: 'Open Play Games' })).toBeVisible();
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  expect(await hrefs()).toEqual(['/signup', '/training', '/free-play']);
  await page.goto('/open-play-schedule');
  await expect(page.getByRole('heading', { name: 'Open Play Schedule' })).toBeVisible();
  expect(await hrefs()).toEqual(['/signup', '/training-programs', '/free-play']);
  await page.goto('/camps');
  await expect(page.getByText('3-5 day training camps', { exact: false })).toBeVisible();
  expect(await hrefs()).toEqual(['/signup', '/training-programs']);
  await expectAccessible(page);

  await login(page, 'ATHLETE');
  for (const path of ['/open-play', '/open-play-schedule', '/camps']) {
    await page.goto(path);
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', '/training');
    expect((await hrefs()).slice(0, 2)).toEqual(['/training', '/schedule']);
  }
});
