import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../server/test/pdf-text';
import { expectAccessible } from './booking-helpers';
import { expect, test } from './fixtures';
import { staffPage } from './parent-helpers';

/*
 * Issue 31 (decision 054): Coach Bell opens the demo team's report from his dashboard, reads a
 * player's month and downloads the team PDF; the monthly sweep runs (staff send last month's
 * e-mails by hand: the timer does it on the 1st) and Leo's mother, who reads Spanish, has his
 * report in Spanish in the outbox. The group is left as it was; the e-mail goes once per month, so
 * a second run finds the same one.
 */
test.describe.configure({ timeout: 120_000 });

const originOf = (page: Page) => new URL(page.url()).origin;
type Mail = { to: string; subject: string; text: string };

test('a coach downloads the team PDF, and the monthly e-mail is in the outbox in Spanish for a Spanish-speaking parent', async ({ browser, baseURL }) => {
  const coach = await staffPage(browser, baseURL);
  await coach.goto('/coach');
  await coach.getByRole('link', { name: 'Groups & reports' }).click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Groups and team reports' })).toBeVisible();
  await coach.getByRole('link', { name: 'Open report: Charlotte Elite 16U' }).click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Charlotte Elite 16U' })).toBeVisible();
  const leo = coach.getByRole('region', { name: 'Leo Martins' });
  await expect(leo).toContainText('2 booked · 2 checked in · 0 no-shows');
  await expect(leo).toContainText('Vertical jump');
  await expect(coach.getByRole('region', { name: 'Jordan Rivera' })).toBeVisible();
  await expectAccessible(coach);
  const month = await coach.getByLabel('Month', { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);

  const [download] = await Promise.all([coach.waitForEvent('download'), coach.getByRole('link', { name: 'Download PDF' }).click()]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf).join('\n');
  for (const name of ['Charlotte Elite 16U', 'Leo Martins', 'Maya Chen', 'Jordan Rivera']) expect(text).toContain(name);

  // The monthly sweep for that month: Lucía (Spanish, Team plan) gets Leo's report in Spanish.
  const sent = await coach.request.post('/api/staff/team-reports/monthly-mail', { data: { month }, headers: { origin: originOf(coach) } });
  expect(sent.status(), await sent.text()).toBe(200);
  const mails = (await (await coach.request.get('/api/dev/outbox')).json()) as Mail[];
  const spanish = mails.filter((m) => m.to === 'lucia.martins@demo.octane.test' && m.subject.startsWith('Informe de progreso de Leo Martins'));
  expect(spanish).toHaveLength(1);
  for (const s of [
    'Hola, Lucía:',
    'Asistencia:',
    '2 sesiones reservadas; 2 con asistencia, 0 sin presentarse.',
    'Resultados de las pruebas:',
    'una mejora real',
    'Equipo: Charlotte Elite 16U',
  ])
    expect(spanish[0]!.text).toContain(s);
  for (const s of ['Attendance', 'Test results', 'Hi ']) expect(spanish[0]!.text).not.toContain(s);
});
