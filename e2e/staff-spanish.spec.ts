import crypto from 'node:crypto';
import { addDays, differenceInCalendarWeeks, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, toastOn } from './booking-helpers';
import { signUp } from './helpers';
import { bookViaApi, toastIn } from './member-helpers';
import { freshPage, staffPage } from './parent-helpers';

/*
 * Issue 29 in Spanish, on the staff's side: find and resend a receipt, set a session's age group
 * (its validation and label), and the waiver editor's check, all in Spanish. The demo coach's
 * language is put back to English at the end (other journeys sign in as them).
 */
test.describe.configure({ timeout: 120_000 });

const originOf = (page: Page) => new URL(page.url()).origin;
const speak = (page: Page, language: 'es' | 'en') => page.request.put('/api/account/language', { data: { language }, headers: { origin: originOf(page) } });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/staff-spanish-${name}.png`, fullPage: true });

test('staff find and resend a receipt, set an age group and check the waiver editor, in Spanish', async ({ browser, baseURL }) => {
  // A member's paid booking gives a receipt to find; a session three days ahead gets its age group from the screen.
  const staff = await staffPage(browser, baseURL);
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{ id: number; archived: boolean; ageGroup: unknown }>;
  const program = programs.find((p) => !p.archived && p.ageGroup === null)!;
  const sessionDay = addDays(new Date(), 3);
  const title = `Grupo por edad ${crypto.randomBytes(3).toString('hex')}`;
  const created = await staff.request.post('/api/staff/sessions', {
    data: { programId: program.id, date: format(sessionDay, 'yyyy-MM-dd'), time: '17:15', capacity: 6, location: 'Speed Lab', sessionTitle: title },
    headers: { origin: originOf(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = ((await created.json()) as { id: number }).id;
  const member = await freshPage(browser, baseURL);
  const email = await signUp(member, 'ATHLETE');
  await bookViaApi(member, sessionId);

  expect((await speak(staff, 'es')).ok()).toBe(true);
  try {
    // Receipts: the search, the row and the resend, in Spanish; the member's copy stays in their language.
    await staff.goto('/coach/manage/receipts');
    await staff.getByLabel('Número de recibo, correo o nombre').fill(email);
    await staff.getByRole('button', { name: 'Buscar', exact: true }).click();
    const row = staff.getByTestId('staff-receipt').first();
    await expect(row).toContainText(email);
    const label = (await row.getByRole('button', { name: /^Volver a enviar el recibo / }).getAttribute('aria-label'))!.split(' ')[5]!;
    await row.getByRole('button', { name: `Volver a enviar el recibo ${label} a ${email}` }).click();
    await expect(toastOn(staff).filter({ hasText: 'Recibo enviado de nuevo' })).toBeVisible();
    await expect
      .poll(async () => ((await (await staff.request.get('/api/dev/outbox')).json()) as Array<{ to: string; subject: string }>).filter((m) => m.to === email && m.subject.startsWith(`Receipt ${label} `)).length)
      .toBe(2);
    await expectAccessible(staff);
    await shot(staff, 'receipts');

    // The session's age group: the order check and the label in Spanish.
    await staff.goto('/coach/manage');
    const session = staff.getByTestId('staff-session').filter({ hasText: title });
    // The schedule opens on this week (Monday first); the session is this week or the next.
    const week = staff.getByRole('heading', { name: /^Semana del/ });
    for (let i = 0; i < differenceInCalendarWeeks(sessionDay, new Date(), { weekStartsOn: 1 }); i++) {
      const before = await week.textContent();
      await staff.getByRole('button', { name: 'Semana siguiente', exact: true }).click();
      await expect(week).not.toHaveText(before!);
    }
    await session.getByRole('button', { name: /^Editar/ }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Edad mínima').fill('8');
    await dialog.getByLabel('Edad máxima').fill('7');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog.getByText('La edad mínima no puede ser mayor que la edad máxima.')).toBeVisible();
    await dialog.getByLabel('Edad mínima').fill('5');
    await dialog.getByLabel('Edad máxima').fill('');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toastIn(staff)).toContainText('Se actualizó la sesión.');
    await expect(session.getByTestId('age-group')).toHaveText('Edades 5+');
    await shot(staff, 'age-group');

    // The waiver editor's own check in Spanish; nothing is published.
    await staff.goto('/coach/manage/waiver');
    await expect(staff.getByLabel('Texto de la exención en inglés')).toHaveValue(/ASSUMPTION OF RISK|Version two/);
    await staff.getByLabel('Texto de la exención en español').fill('');
    await staff.getByRole('button', { name: 'Publicar versión nueva' }).click();
    await expect(staff.getByText('Escribe la exención en español.')).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'waiver');
  } finally {
    await speak(staff, 'en');
    await staff.request.post(`/api/staff/sessions/${sessionId}/cancel`, { headers: { origin: originOf(staff) } });
  }
});
