import { expect, test } from './fixtures';
import { wallTime } from '../web/src/lib/i18n/format';
import { CARDS, checkoutUrl, expectAccessible, expectConfirmation, fillAthleteDetails, fillCard, myBookings, pickSession, toastOn } from './booking-helpers';
import { login, signOut, signUp, uniqueEmail } from './helpers';
import { makeJpeg, uploadViaApi } from './media-helpers';
import { dialog, freshPage, inviteLinkFor, PASSWORD, section, staffPage, submitAthlete, verifyEmail } from './parent-helpers';
import { en } from '../common/messages/index.ts';

test('a parent invites their child, the child signs up from the e-mail, and the parent books and follows their training', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'PARENT');
  await expect(page).toHaveURL(/\/dashboard$/);
  const athletes = section(page, 'My Athletes');
  await expect(athletes.getByRole('heading', { name: 'No athletes yet' })).toBeVisible();
  await expect(section(page, 'Upcoming Sessions')).toContainText('once an athlete is linked');
  await expectAccessible(page);

  // Add Athlete: the part-2 rules, Cancel resets the form, then the invitation goes out.
  await athletes.getByRole('button', { name: 'Add Your First Athlete' }).click();
  await dialog(page).getByRole('radio', { name: 'Invite by e-mail' }).check();
  await expect(dialog(page)).toContainText("We'll send an invitation to the athlete's email. The athlete must create an account");
  const child = { email: uniqueEmail('riley'), firstName: 'Riley', lastName: 'Morgan', age: '19' };
  await submitAthlete(page, child);
  await expect(dialog(page).getByText('Athlete must be 18 or younger')).toBeVisible();
  await dialog(page).getByLabel("Athlete's email").fill('not-an-email');
  await dialog(page).getByRole('button', { name: 'Add Athlete' }).click();
  await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await athletes.getByRole('button', { name: 'Add Your First Athlete' }).click();
  await dialog(page).getByRole('radio', { name: 'Invite by e-mail' }).check();
  await expect(dialog(page).getByLabel("Athlete's email")).toHaveValue('');
  await expect(dialog(page).getByLabel('Age', { exact: true })).toHaveValue('');
  await submitAthlete(page, { ...child, age: '12' });
  await expect(toastOn(page)).toContainText('Athlete Added Successfully');
  await expect(toastOn(page)).toContainText(`Riley Morgan will get an invitation at ${child.email}.`);
  await expect(dialog(page)).toBeHidden();
  await expect(athletes.getByText('Invitation pending')).toBeVisible();
  await expect(athletes).toContainText(child.email);

  // The child opens the link from the e-mail (read in the staff outbox) and signs up.
  const staff = await staffPage(browser, baseURL);
  const link = await inviteLinkFor(staff, child.email);
  const kid = await freshPage(browser, baseURL);
  await kid.goto(link);
  await expect(kid.getByRole('heading', { name: "You're invited, Riley!" })).toBeVisible();
  await expect(kid.getByText('Casey Morgan', { exact: true })).toBeVisible();
  await expect(kid.getByLabel('First Name')).toHaveValue('Riley');
  await expect(kid.getByLabel('Last Name')).toHaveValue('Morgan');
  await expect(kid.getByLabel('Email Address')).toHaveValue(child.email);
  await expect(kid.getByText('Account type: Athlete')).toBeVisible();
  await kid.getByLabel('Password').fill(PASSWORD);
  await kid.getByRole('button', { name: 'Create Account' }).click();
  await expect(kid).toHaveURL(/\/onboarding$/);
  await expect(toastOn(kid)).toContainText('Account created and linked with your parent');

  // The parent sees the child linked.
  await page.reload();
  await expect(athletes.getByRole('radio', { name: /Riley Morgan/ })).toBeVisible();
  await expect(athletes).toContainText('12 years old · Athlete');
  await expect(athletes).toContainText('Minor');
  await expect(athletes.getByText('Invitation pending')).toHaveCount(0);

  // The parent books a session for the child, who has no emergency contact or waiver on file yet:
  // checkout asks for them first (no error toast), then takes the payment.
  const session = await pickSession(page, 6);
  await page.goto(checkoutUrl(session));
  await expect(page.getByRole('heading', { name: 'Athlete Registration' })).toBeVisible();
  await expect(page.getByText("Before booking, we need Riley Morgan's emergency contact and a signed liability waiver.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checkout progress' }).getByRole('listitem')).toHaveText(['1Registration', '2Payment', '3Complete']);
  await expect(toastOn(page)).toHaveCount(0);
  await expect(page.getByLabel('Athlete full name')).toHaveValue('Riley Morgan');
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Parent/guardian name')).toHaveValue('Casey Morgan');
  await expect(page.getByText('For Riley Morgan')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText(en('registration.parentPhone'), { exact: true })).toBeVisible();
  await fillAthleteDetails(page, { parent: true });
  // Saved, then the waiver signed (decision 043): the last toast can be either, so the step that follows is what is checked.
  await expect(
    toastOn(page)
      .filter({ hasText: /Registration Complete|Waiver signed/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await fillCard(page, CARDS.ok);
  await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
  await page.getByRole('button', { name: `Pay $${session.program.price.toFixed(2)}` }).click();
  await expectConfirmation(page, session);
  const details = await page.request.get(
    `/api/athlete-registration?athleteId=${(await myBookings(page)).find((b) => b.session.id === session.id)!.athlete.id}`,
  );
  expect(await details.json()).toMatchObject({
    athleteName: 'Riley Morgan',
    emergencyContactName: 'Robin Morgan',
    parentName: 'Casey Morgan',
    liabilityAgreement: true,
  });
  await page.goto('/');
  const sessions = section(page, 'Upcoming Sessions');
  const row = sessions.getByRole('listitem').filter({ hasText: session.program.name });
  await expect(row).toContainText('Riley Morgan');
  await expect(row).toContainText(wallTime(session.time, 'en')!);
  await expect(row.getByText('CONFIRMED')).toBeVisible();
  await expect(sessions.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/schedule');

  // The child uploads a photo, a coach reviews it, and the parent reads the feedback.
  const mediaId = await uploadViaApi(kid, await makeJpeg(9), 'riley-sprint-start.jpg');
  const origin = new URL(staff.url()).origin;
  const review = await staff.request.post('/api/coach-feedback', {
    data: { mediaId, feedback: 'Strong first step. Keep the hips low for two more strides.', rating: 4 },
    headers: { origin },
  });
  expect(review.status(), await review.text()).toBe(201);
  await page.reload();
  const corner = section(page, "Coach's Corner");
  const item = corner.getByRole('listitem').filter({ hasText: 'Strong first step' });
  await expect(item).toContainText('Riley Morgan');
  await expect(item).toContainText('4/5');
  await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(item).toContainText('Coach Marcus Bell');
  await expect(item.getByRole('img', { name: 'Training photo of Riley Morgan' })).toBeVisible();
  await expectAccessible(page);

  // Choosing the child asks the server for that child only; All athletes goes back.
  const scoped = page.waitForResponse((r) => /\/api\/parent\/coach-feedback\?athleteId=\d+$/.test(r.url()));
  await athletes.locator('label').filter({ hasText: 'Riley Morgan' }).click();
  expect((await scoped).status()).toBe(200);
  await expect(athletes.getByRole('radio', { name: /Riley Morgan/ })).toBeChecked();
  await expect(item).toBeVisible();
  await expect(row).toBeVisible();
  await athletes.locator('label').filter({ hasText: 'All athletes' }).click();
  await expect(athletes.getByRole('radio', { name: /All athletes/ })).toBeChecked();

  // View Progress Reports leads to the Coach's Corner (parents have no media screen).
  await page.getByRole('link', { name: /View Progress Reports/ }).click();
  await expect(page.getByRole('heading', { name: "Coach's Corner" })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  // The parent cancels the booking with the shared dialog.
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Cancel Session' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(toastOn(page)).toContainText('Session Cancelled');
  await expect(sessions).toContainText('No upcoming sessions.');
});

test('adding an athlete who is already linked says so', async ({ page }) => {
  await login(page, 'PARENT');
  await section(page, 'My Athletes').getByRole('button', { name: 'Add Athlete' }).click();
  await submitAthlete(page, { email: 'athlete@demo.octane.test', firstName: 'Jordan', lastName: 'Rivera', age: '15' });
  // Said in the dialog too, which stays open (the modal dialog hides the toast from assistive technology).
  const failure = dialog(page).getByRole('alert');
  await expect(failure).toContainText('Failed to Add Athlete');
  await expect(failure).toContainText(en('parent.alreadyLinked'));
  await expect(page.getByText(en('parent.alreadyLinked'), { exact: true }).first()).toBeVisible();
});

test('an athlete with an account logs in from the link to accept; another account is told it is not theirs', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const athlete = await freshPage(browser, baseURL);
  const athleteEmail = await signUp(athlete, 'ATHLETE');
  await signOut(athlete);

  await signUp(page, 'PARENT');
  await section(page, 'My Athletes').getByRole('button', { name: 'Add Your First Athlete' }).click();
  await submitAthlete(page, { email: athleteEmail, firstName: 'Casey', lastName: 'Morgan', age: '14' });
  await expect(toastOn(page)).toContainText('Athlete Added Successfully');
  const staff = await staffPage(browser, baseURL);
  const link = await inviteLinkFor(staff, athleteEmail);

  const other = await freshPage(browser, baseURL);
  await login(other, 'ATHLETE');
  await other.goto(link);
  await expect(other.getByText(en('parent.wrongAccount'))).toBeVisible();
  await expect(other.getByRole('button', { name: /Accept/ })).toHaveCount(0);

  await athlete.goto(link);
  const toLogin = athlete.getByRole('link', { name: 'Log in to respond' });
  await expect(toLogin).toHaveAttribute('href', `/login?next=${encodeURIComponent(link)}`);
  await toLogin.click();
  await athlete.getByLabel('Email').fill(athleteEmail);
  await athlete.getByLabel('Password').fill(PASSWORD);
  await athlete.getByRole('button', { name: 'Sign In' }).click();
  await expect(athlete).toHaveURL(new RegExp(`${link}$`));
  // The address is not verified yet (issue 16): the page asks for the e-mailed link instead of offering Accept.
  await expect(athlete.getByText(en('parent.verifyFirst'))).toBeVisible();
  await expect(athlete.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await verifyEmail(athlete, staff, athleteEmail);
  await athlete.goto(link);
  await athlete.getByRole('button', { name: "Accept Casey Morgan's invitation" }).click();
  await expect(athlete.getByRole('main').getByText('You are now linked with your parent.')).toBeVisible();

  // Used once: the link now says so.
  await athlete.goto(link);
  await expect(athlete.getByRole('heading', { name: 'Invitation Unavailable' })).toBeVisible();
  await expect(athlete.getByText(en('parent.inviteInvalid'))).toBeVisible();

  await page.reload();
  await expect(section(page, 'My Athletes').locator('label').filter({ hasText: 'Casey Morgan' })).toContainText(athleteEmail);
});

test('a signed-in athlete can decline an invitation', async ({ page, browser, baseURL }) => {
  const athleteEmail = await signUp(page, 'ATHLETE');
  const parent = await freshPage(browser, baseURL);
  await login(parent, 'PARENT');
  const origin = new URL(parent.url()).origin;
  const invite = await parent.request.post('/api/parent/add-athlete', {
    data: { email: athleteEmail, firstName: 'Casey', lastName: 'Morgan', age: 16 },
    headers: { origin },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const link = await inviteLinkFor(await staffPage(browser, baseURL), athleteEmail);
  await page.goto(link);
  await page.getByRole('button', { name: "Decline Dana Rivera's invitation" }).click();
  await expect(page.getByRole('main').getByText('Invitation declined.')).toBeVisible();
  await parent.reload();
  await expect(section(parent, 'My Athletes')).not.toContainText(athleteEmail);
});

test('a parent resends and revokes an invitation, and manages saved cards and the plan', async ({ page }) => {
  await signUp(page, 'PARENT');
  const athletes = section(page, 'My Athletes');
  await athletes.getByRole('button', { name: 'Add Your First Athlete' }).click();
  await submitAthlete(page, { email: uniqueEmail('sky'), firstName: 'Sky', lastName: 'Morgan', age: '9' });
  await expect(athletes.getByText('Invitation pending')).toBeVisible();
  await athletes.getByRole('button', { name: 'Resend invitation to Sky Morgan' }).click();
  await expect(toastOn(page)).toContainText('Invitation Sent');
  await athletes.getByRole('button', { name: 'Revoke invitation to Sky Morgan' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Revoke Invitation' })).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Invitation' }).click();
  await expect(toastOn(page)).toContainText('Invitation Revoked');
  await expect(athletes.getByRole('button', { name: 'Add Your First Athlete' })).toBeVisible();

  const billing = section(page, 'Billing & Subscription');
  await expect(billing).toContainText('Free');
  await expect(billing.getByText('ACTIVE')).toBeVisible();
  await billing.getByRole('button', { name: 'Manage Billing' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Billing' });
  await expect(manage.getByText('No saved cards yet.')).toBeVisible();
  await expect(manage.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  await expect(manage.getByRole('button', { name: 'Cancel at period end' })).toHaveCount(0);
  await manage.getByRole('button', { name: 'Add a card' }).click();
  await manage.getByLabel('Card number').fill(CARDS.declined);
  await manage.getByLabel('Expiry (MM/YY)').fill('12/30');
  await manage.getByLabel('CVC').fill('123');
  await manage.getByRole('button', { name: 'Save Card' }).click();
  await expect(manage.getByRole('alert')).toContainText('Your card was declined.');
  await manage.getByLabel('Card number').fill(CARDS.ok);
  await manage.getByRole('button', { name: 'Save Card' }).click();
  await expect(manage.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' })).toContainText('Default');
  await expect(manage.getByText('Expires 12/30')).toBeVisible();
  await expectAccessible(page);
  await manage.getByRole('button', { name: /^Remove/ }).click();
  await expect(manage.getByText('No saved cards yet.')).toBeVisible();
});

test('the outbox is for staff: an athlete is told the page is not part of their account, a coach who is not staff sees Access Restricted', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'This page is not part of your account' })).toBeVisible();
  await page.context().clearCookies();
  await login(page, 'COACH', 'coach.alvarez@demo.octane.test');
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('The outbox is only available to staff.')).toBeVisible();
});

test('a link that does not exist says it cannot be used', async ({ page }) => {
  await page.goto('/invite/this-token-was-never-issued');
  await expect(page.getByRole('heading', { name: 'Invitation Unavailable' })).toBeVisible();
  await expect(page.getByText(en('parent.inviteInvalid'))).toBeVisible();
});
