import AxeBuilder from '@axe-core/playwright';
import { wallTime } from '../web/src/lib/i18n/format';
import { expect, test } from './fixtures';
import { signUp } from './helpers';
import { bookViaApi, longDate, sessionPairOfOneProgram, sessionsAhead, shortDate, toastIn } from './member-helpers';

test.describe('member area', () => {
  test('a new athlete sees every empty state', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Upcoming Sessions (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Upcoming Sessions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Training Session' })).toHaveAttribute('href', '/schedule');
    await expect(page.getByText('Your plan:')).toContainText('Free');
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
    await expect(page.getByRole('link', { name: /Media Uploads/ })).toContainText('Upload');
    await expect(page.getByRole('link', { name: /Total Sessions/ })).toContainText('0%');
    await expect(page.getByRole('heading', { name: "This Week's Availability" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload Your First Video' })).toBeVisible();
    await expect(page.getByText('Start your streak this week')).toBeVisible();
    for (const c of ['7-Day Upload Challenge', 'Skill Mastery Challenge', 'Game Situation Challenge']) await expect(page.getByText(c)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach Training Tips' })).toBeVisible();

    await page.goto('/achievements');
    await expect(page.getByRole('heading', { name: 'Achievements', level: 1 })).toBeVisible();
    await expect(page.getByText('0 of 8')).toBeVisible();
    await expect(page.getByText('0%', { exact: true })).toBeVisible();
    await expect(page.getByText('Not earned yet')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');

    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { name: 'My Training Sessions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Sessions (0)' })).toBeVisible();
    await expect(page.getByText('No upcoming sessions.')).toBeVisible();
    await expect(page.getByText('No completed sessions yet.')).toBeVisible();
    await expect(page.getByText('No cancelled sessions.')).toBeVisible();
  });

  test('a booked session shows on the dashboard as the next one and earns First Steps', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    const ahead = await sessionsAhead(page);
    const first = ahead.find((s) => s.program.type === 'SOCCER')!;
    const later = ahead.find((s) => s.program.type === 'FOOTBALL' && s.startsAt > first.startsAt)!;
    await bookViaApi(page, later.id);
    await bookViaApi(page, first.id);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Upcoming Sessions (2)' })).toBeVisible();
    const rows = page.getByRole('listitem').filter({ hasText: 'CONFIRMED' });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(first.program.name);
    await expect(rows.first()).toContainText('(Next Session)');
    await expect(rows.first()).toContainText(longDate(first.date));
    await expect(rows.nth(1)).not.toContainText('(Next Session)');
    await expect(page.getByRole('link', { name: 'Book More Sessions' })).toHaveAttribute('href', '/schedule');
    await expect(page.getByRole('link', { name: /Total Sessions/ })).toContainText('2');

    await page.goto('/achievements');
    const firstSteps = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'First Steps' }) });
    await expect(firstSteps).toContainText('Earned');
    await expect(firstSteps).not.toContainText('Not earned yet');
    await expect(page.getByText('1 of 8')).toBeVisible();
    await expect(page.getByText('Total Points')).toBeVisible();
  });

  test('cancelling from the dashboard states the refund and removes the session', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    const session = (await sessionsAhead(page)).find((s) => s.program.type === 'FOOTBALL')!;
    await bookViaApi(page, session.id);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Upcoming Sessions (1)' })).toBeVisible();
    await page.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to cancel this session? This action cannot be undone.');
    await expect(dialog).toContainText(`You'll get a full refund of $${session.program.price.toFixed(2)} to your card.`);
    await dialog.getByRole('button', { name: 'Cancel Session' }).click();

    await expect(toastIn(page)).toContainText('Session Cancelled');
    await expect(toastIn(page)).toContainText('Your training session has been cancelled successfully.');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No Upcoming Sessions' })).toBeVisible();

    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: 'Cancelled Sessions (1)' })).toBeVisible();
    await expect(page.getByText(`Refunded $${session.program.price.toFixed(2)} to your card`)).toBeVisible();
  });

  test('rescheduling from My Training Sessions moves the booking', async ({ page }) => {
    await signUp(page, 'ATHLETE');
    const { first, other } = await sessionPairOfOneProgram(page);
    await bookViaApi(page, first.id);

    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: 'Upcoming Sessions (1)' })).toBeVisible();
    await page.getByRole('button', { name: /^Reschedule/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('24 hours');
    const confirm = dialog.getByRole('button', { name: 'Confirm Reschedule' });
    await expect(confirm).toBeDisabled();

    await dialog.getByRole('combobox', { name: 'New session' }).click();
    // The option of that session (its day and time): another journey's age-limited session of the
    // same program may share the day (e2e/age-groups.spec.ts), and this adult could not move there.
    const at = wallTime(other.time, 'en')!.replace(/\s/g, '\\s');
    await page
      .getByRole('option', { name: new RegExp(`^${shortDate(other.date)} at ${at}`) })
      .filter({ hasNotText: 'Little sprinters' })
      .first()
      .click();
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(toastIn(page)).toContainText('Session Rescheduled');
    await expect(toastIn(page)).toContainText('Your training session has been rescheduled successfully.');
    await expect(dialog).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: first.program.name });
    await expect(row).toContainText(longDate(other.date));
    await expect(row).not.toContainText(longDate(first.date));
  });
});

test.describe('member area accessibility (axe, WCAG 2.1 AA)', () => {
  for (const width of [1280, 390]) {
    test(`dashboard, sessions and achievements at ${width} px have no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signUp(page, 'ATHLETE');
      await bookViaApi(page, (await sessionsAhead(page))[0]!.id);
      for (const [path, heading] of [
        ['/', 'Your Upcoming Sessions (1)'],
        ['/sessions', 'Upcoming Sessions (1)'],
        ['/achievements', 'Badges and Progress'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});
