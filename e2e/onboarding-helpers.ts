import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from './helpers';

/** A small real PNG for the profile picture. */
export const smallPng = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

/** 6 MB of bytes named as a PNG: the client refuses it by size before any upload. */
export const bigPng = () => ({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });

/** Chooses an option of a labelled Radix select. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A new parent invites the athlete signed in on `page`, and the athlete accepts: the invitation link
 * is read from the outbox by the demo coach (staff), in separate request contexts. An invitation is
 * accepted only from a verified address (issue 16): first the athlete opens the verification link
 * of their sign-up e-mail (read from the same outbox) and presses its button, then comes back.
 */
export async function linkNewParent(page: Page, newContext: () => Promise<APIRequestContext>, athleteEmail: string) {
  const back = page.url();
  const origin = new URL(back).origin;
  const headers = { origin };
  const parent = await newContext();
  const signup = await parent.post('/api/auth/signup', {
    headers,
    data: { firstName: 'Robin', lastName: 'Parker', email: uniqueEmail('parent'), password: 'strong-pass-123', role: 'PARENT' },
  });
  expect(signup.status()).toBe(201);
  const invite = await parent.post('/api/parent/add-athlete', { headers, data: { email: athleteEmail, firstName: 'Casey', lastName: 'Morgan', age: 15 } });
  expect(invite.status()).toBe(201);

  const staff = await newContext();
  expect((await staff.post('/api/auth/login', { headers, data: { email: DEMO.COACH, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const mails = (await (await staff.get('/api/dev/outbox')).json()) as Array<{ to: string; subject: string; text: string }>;
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === athleteEmail && m.text.includes('/invite/'))?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const verifyPath = /\/verify-email\/[A-Za-z0-9_-]+/.exec(
    mails.find((m) => m.to === athleteEmail && m.subject.startsWith('Verify your e-mail address'))?.text ?? '',
  )?.[0];
  expect(verifyPath).toBeTruthy();
  await page.goto(verifyPath!);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();
  await page.goto(back);
  expect((await page.request.post(`/api/invitations/${token}/accept`, { headers })).ok()).toBe(true);
  await Promise.all([parent.dispose(), staff.dispose()]);
}
