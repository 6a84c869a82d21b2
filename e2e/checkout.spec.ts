import { expect, test } from './fixtures';
import {
  CARDS,
  bookSession,
  checkoutUrl,
  expectAccessible,
  expectConfirmation,
  fillAthleteDetails,
  fillCard,
  myBookings,
  pickSession,
  registerAthlete,
  savedCards,
  signWaiverInCheckout,
  toastOn,
} from './booking-helpers';
import { login, signUp } from './helpers';
import { en } from '../common/messages/index.ts';

const PASSWORD = 'strong-pass-123';

test.describe.serial('an athlete books and pays', () => {
  let email = '';

  test('a new athlete registers, pays with a card saved for later, and sees the confirmation', async ({ page }) => {
    email = await signUp(page, 'ATHLETE');
    const session = await pickSession(page, 0);
    await page.goto(checkoutUrl(session));

    // Registration step: every rule of part 1, section 5, under its field, focus on the first.
    await expect(page.getByRole('heading', { name: 'Athlete Registration' })).toBeVisible();
    await expect(page.getByText('Parent or guardian contact details are collected separately', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('10');
    await page.getByLabel('Athlete full name').fill('C');
    await page.getByLabel('Age', { exact: true }).fill('19');
    await page.getByLabel('Street address').fill('12 Elm');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of [
      en('registration.athleteName'),
      en('registration.ageMax'),
      en('registration.address'),
      en('registration.city'),
      en('registration.state'),
      en('registration.zip'),
      en('registration.emergencyName'),
      en('registration.emergencyPhone'),
      en('registration.relation'),
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Athlete full name')).toBeFocused();
    await expectAccessible(page);
    await page.getByLabel('Age', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText(en('registration.ageMin'), { exact: true })).toBeVisible();

    await page.getByLabel('Athlete full name').fill('Casey Morgan');
    // An adult signs the waiver for themselves (decision 043); a minor's is signed by a parent.
    await page.getByLabel('Age', { exact: true }).fill('18');
    await page.getByLabel('Street address').fill('1200 Champions Way');
    await page.getByLabel('City').fill('Charlotte');
    await page.getByLabel('State').fill('NC');
    await page.getByLabel('ZIP code').fill('28202');
    await page.getByLabel('Contact name').fill('Robin Morgan');
    await page.getByLabel('Contact phone').fill('704-555-0123');
    await page.getByLabel('Relationship to athlete').fill('Mother');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(toastOn(page)).toContainText('Registration Complete');
    await signWaiverInCheckout(page);

    // Payment step: the server's price, the hold, the test-mode banner, save on by default.
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
    await expect(page.getByText(/We're holding your spot for \d+:\d\d/)).toBeVisible();
    await expect(page.getByText('No real card is charged', { exact: false })).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(`$${session.program.price.toFixed(2)}`);
    await expectAccessible(page);
    await fillCard(page, '4242424242424242', '1230');
    await expect(page.getByLabel('Card number')).toHaveValue(CARDS.ok);
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12 / 30');
    // Save & Pay keeps the card and books with the one intent already made: no second intent, no error flash.
    const intentCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/create-payment-intent') intentCalls.push(r.url());
    });
    const toasts: string[] = [];
    await page.exposeFunction('reportToast', (text: string) => toasts.push(text));
    await page.evaluate(() => {
      new MutationObserver(() => {
        document
          .querySelectorAll('[role="region"] li')
          .forEach((li) => (window as unknown as { reportToast: (t: string) => void }).reportToast(li.textContent ?? ''));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Save & Pay' }).click();
    await expect(page.getByText('Payment Successful!')).toBeVisible();
    await expect.poll(() => toasts.some((t) => t.includes('Session Booked!'))).toBe(true);
    expect(toasts.filter((t) => t.includes('Failed'))).toEqual([]);
    expect(intentCalls).toEqual([]);
    await expectConfirmation(page, session);
    await expectAccessible(page);

    const bookings = await myBookings(page);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.session.id).toBe(session.id);
    expect(await savedCards(page)).toMatchObject([{ cardLast4: '4242', isDefault: true }]);
  });

  test('the saved card is chosen by default and pays for a second booking', async ({ page }) => {
    await login(page, 'ATHLETE', email, PASSWORD);
    const session = await pickSession(page, 1);
    await page.goto(checkoutUrl(session));
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(page.getByTestId('selected-card')).toContainText('4242');
    await expect(page.getByRole('button', { name: 'Use a different card' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: `Pay $${session.program.price.toFixed(2)}` }).click();
    await expectConfirmation(page, session);
    expect(await myBookings(page)).toHaveLength(2);
    expect(await savedCards(page)).toHaveLength(1);
  });
});

test('a new athlete on the simple checkout is asked for their details first, then pays', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  const session = await pickSession(page, 4);
  await page.goto(`/checkout?programId=${session.programId}&sessionId=${session.id}`);
  // The server holds no spot without an emergency contact and a signed waiver: the form, not an error.
  await expect(page.getByRole('heading', { name: 'Athlete Registration' })).toBeVisible();
  await expect(page.getByText('Before your first booking, we need your emergency contact and a signed liability waiver.', { exact: false })).toBeVisible();
  await expect(toastOn(page)).toHaveCount(0);
  await expect(page.getByLabel('Athlete full name')).toHaveValue('Casey Morgan');
  await fillAthleteDetails(page);
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeFocused();
  await fillCard(page, CARDS.ok);
  await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
  await page.getByRole('button', { name: `Pay $${session.program.price.toFixed(2)}` }).click();
  await expectConfirmation(page, session);
  expect((await myBookings(page)).map((b) => b.session.id)).toEqual([session.id]);
});

test('when the booking call fails after payment, the booking the payment event made is shown', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await registerAthlete(page);
  const session = await pickSession(page, 5);
  // The browser's booking call never reaches the server; the provider's event books the session.
  await page.route('**/api/session-bookings', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()));
  await bookSession(page, session, CARDS.ok, { save: false });
  await expect(toastOn(page).filter({ hasText: 'Session Booked!' })).toContainText('Your payment went through and your spot is confirmed.');
  await expect(page.getByText('contact support', { exact: false })).toHaveCount(0);
  const id = await expectConfirmation(page, session);
  expect((await myBookings(page)).map((b) => b.id)).toEqual([id]);
});

test('a declined card says so and books nothing', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await registerAthlete(page);
  const session = await pickSession(page, 2);
  await bookSession(page, session, CARDS.declined);
  await expect(toastOn(page)).toContainText('Payment Failed');
  await expect(toastOn(page)).toContainText('Your card was declined.');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/enhanced-checkout/);
  await expectAccessible(page);
  expect(await myBookings(page)).toHaveLength(0);
  expect(await savedCards(page)).toHaveLength(0);
});

test('a parent books for their linked athlete', async ({ page }) => {
  await login(page, 'PARENT');
  const session = await pickSession(page, 3, { unbooked: true });
  await page.goto(checkoutUrl(session));
  // Parents skip the registration step.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByLabel('Who is this booking for?').click();
  await page.getByRole('option', { name: /Jordan Rivera/ }).click();
  await expect(page.getByText('For Jordan Rivera')).toBeVisible();
  await fillCard(page, CARDS.ok);
  await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
  await page.getByRole('button', { name: `Pay $${session.program.price.toFixed(2)}` }).click();
  await expectConfirmation(page, session);
  await expect(page.getByText('Jordan Rivera')).toBeVisible();
  const booking = (await myBookings(page)).find((b) => b.session.id === session.id);
  expect(booking?.athlete).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera' });
});

test('the confirmation of an unknown booking says it was not found', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/booking-confirmation?booking=999999&session=1');
  await expect(page.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the booking details you're looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/my-bookings');
});

test('checkout without a session offers the schedule, or the program’s sessions', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/enhanced-checkout');
  await expect(page.getByRole('heading', { name: 'No session selected' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the schedule' })).toHaveAttribute('href', '/schedule');

  const session = await pickSession(page, 0);
  await page.goto(`/checkout?program=${session.programId}&price=50&name=Anything`);
  await expect(page.getByRole('heading', { name: 'Choose a session' })).toBeVisible();
  await page
    .getByRole('link', { name: /spots? left/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  await expect(page.getByText('Service')).toBeVisible();
  await expect(page.getByText(`$${session.program.price.toFixed(2)}`).first()).toBeVisible();
});

test('a signed-out visitor is sent to sign in and back, with no "Unauthorized" toast (issue 29)', async ({ page }) => {
  await page.goto('/enhanced-checkout?programId=1&sessionId=1');
  await expect(page).toHaveURL('/login?next=%2Fenhanced-checkout%3FprogramId%3D1%26sessionId%3D1');
  await expect(toastOn(page)).toHaveCount(0);
});
