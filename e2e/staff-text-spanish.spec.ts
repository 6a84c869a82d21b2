import crypto from 'node:crypto';
import { addDays, differenceInCalendarWeeks, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toastIn } from './member-helpers';
import { staffPage } from './parent-helpers';

/*
 * Issue 34, decision 066: staff write a program's Spanish name beside the English; a visitor reading
 * in Spanish sees it (and the demo's Spanish places), one reading in English keeps the English. The
 * program's Spanish name is put back at the end.
 */
test.describe.configure({ timeout: 120_000 });

const originOf = (page: Page) => new URL(page.url()).origin;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/staff-text-spanish-${name}.png`, fullPage: false });

test('staff give a program its Spanish name beside the English; a Spanish reader sees it, an English one does not', async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  type StaffProgram = { id: number; name: string; nameEs: string | null; archived: boolean };
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as StaffProgram[];
  const program = programs.find((p) => !p.archived && p.name === 'Soccer Fundamentals') ?? programs.find((p) => !p.archived)!;
  const spanishName = `Fútbol desde cero ${crypto.randomBytes(2).toString('hex')}`;
  try {
    await staff.goto('/coach/manage/programs');
    await staff
      .getByTestId('staff-program')
      .filter({ hasText: program.name })
      .getByRole('button', { name: `Edit ${program.name}` })
      .click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(program.name);
    await dialog.getByLabel('Name in Spanish (optional)').fill(spanishName);
    await expect(dialog.getByLabel('Description in Spanish (optional)')).toBeVisible();
    await shot(staff, 'staff-form-1280');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastIn(staff)).toContainText(`${program.name} was updated.`);

    // A visitor whose browser reads Spanish: the catalogue and the schedule in Spanish, staff's text included.
    const spanish = await (await browser.newContext({ baseURL, locale: 'es-MX' })).newPage();
    await spanish.goto('/programs');
    await expect(spanish.getByText(spanishName).first()).toBeVisible({ timeout: 30_000 });
    await expect(spanish.getByText('Básquetbol Élite').first()).toBeVisible();
    await shot(spanish, 'programs-1280');
    await spanish.setViewportSize({ width: 390, height: 844 });
    await expect(spanish.getByText(spanishName).first()).toBeVisible();
    await shot(spanish, 'programs-390');
    // The week grid (wide screens) shows all seven days: a phone shows one day, and on a Sunday that day
    // holds no demo session (only what other journeys made, in English), so the places are looked for wide.
    await spanish.setViewportSize({ width: 1280, height: 800 });
    await spanish.goto('/schedule');
    await expect(spanish.getByText(/Campo de césped|Laboratorio de velocidad|Cancha \d/).first()).toBeVisible({ timeout: 30_000 });
    await spanish.screenshot({ path: 'test-results/staff-text-spanish-schedule-1280.png', fullPage: true });
    await spanish.setViewportSize({ width: 390, height: 844 });
    await spanish.screenshot({ path: 'test-results/staff-text-spanish-schedule-390.png', fullPage: true });
    // The demo's packs, plans and games in Spanish too, at both widths.
    for (const [path, text, name] of [
      ['/packs', 'Paquete de 10 sesiones', 'packs'],
      ['/subscription', 'Gratis', 'plans'],
      ['/pickup-games', /contra/, 'games'],
    ] as const) {
      for (const width of [390, 1280]) {
        await spanish.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        await spanish.goto(path);
        await expect(spanish.getByRole('main').getByText(text).first()).toBeVisible({ timeout: 30_000 });
        await spanish.screenshot({ path: `test-results/staff-text-spanish-${name}-${width}.png`, fullPage: true });
      }
    }

    // Switching to English asks again: the English name, no Spanish left.
    await spanish.setViewportSize({ width: 1280, height: 800 });
    await spanish.goto('/programs');
    await spanish.getByRole('banner').getByLabel('Idioma').selectOption('en');
    await expect(spanish.getByText(program.name, { exact: true }).first()).toBeVisible();
    await expect(spanish.getByText(spanishName)).toHaveCount(0);
  } finally {
    const restored = await staff.request.patch(`/api/staff/programs/${program.id}`, {
      data: { nameEs: program.nameEs ?? '' },
      headers: { origin: originOf(staff) },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test("staff write an alumni story's Spanish beside the English; a Spanish reader sees it, the demo's stories too", async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  const suffix = crypto.randomBytes(2).toString('hex');
  const name = `Lucía Ortega ${suffix}`;
  const slug = `lucia-ortega-${suffix}`;
  await staff.goto('/coach/manage/alumni');
  await staff.getByRole('button', { name: 'New story' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Story address').fill(slug);
  await dialog.getByLabel('Quote', { exact: true }).fill('Speed is a skill.');
  await dialog.getByLabel('Quote in Spanish (optional)').fill('La velocidad se entrena.');
  await dialog.getByLabel('Biography', { exact: true }).fill('Lucía trained here for four years.');
  await expect(dialog.getByLabel('Biography in Spanish (optional)')).toBeVisible();
  await shot(staff, 'alumni-form-1280');
  await dialog.getByRole('button', { name: 'Publish story' }).click();
  await expect(toastIn(staff)).toContainText(`${name}'s story is published.`);
  const row = staff.getByTestId('staff-alumni').filter({ hasText: name });
  try {
    // Editing again shows the Spanish saved beside the English.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByLabel('Quote in Spanish (optional)')).toHaveValue('La velocidad se entrena.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const spanish = await (await browser.newContext({ baseURL, locale: 'es-MX' })).newPage();
    await spanish.goto(`/alumni/${slug}`);
    await expect(spanish.getByText('La velocidad se entrena.').first()).toBeVisible({ timeout: 30_000 });
    // No Spanish biography written: the English one.
    await expect(spanish.getByText('Lucía trained here for four years.').first()).toBeVisible();
    await expect(spanish.getByText('Speed is a skill.')).toHaveCount(0);
    await shot(spanish, 'alumni-story-1280');
    // The demo's stories in Spanish on the alumni page, at both widths.
    for (const width of [390, 1280]) {
      await spanish.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await spanish.goto('/alumni');
      await expect(spanish.getByText('El trabajo de velocidad en Octane cambió mi forma de jugar.').first()).toBeVisible({ timeout: 30_000 });
      await spanish.screenshot({ path: `test-results/staff-text-spanish-alumni-${width}.png`, fullPage: true });
    }

    const english = await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
    await english.goto(`/alumni/${slug}`);
    await expect(english.getByText('Speed is a skill.').first()).toBeVisible({ timeout: 30_000 });
    await expect(english.getByText('La velocidad se entrena.')).toHaveCount(0);
  } finally {
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Remove story' }).click();
    await expect(row).toHaveCount(0);
  }
});

test("the staff calendar shows a session's Spanish title and place, and the program's Spanish name, to staff reading Spanish", async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  const speak = (language: 'es' | 'en') => staff.request.put('/api/account/language', { data: { language }, headers: { origin: originOf(staff) } });
  type StaffProgram = { id: number; name: string; nameEs: string | null; archived: boolean };
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as StaffProgram[];
  const program = programs.find((p) => !p.archived && p.nameEs)!;
  const tag = crypto.randomBytes(3).toString('hex');
  const day = addDays(new Date(), 2);
  const created = await staff.request.post('/api/staff/sessions', {
    data: { programId: program.id, date: format(day, 'yyyy-MM-dd'), time: '16:40', capacity: 6, location: `Court ${tag}`, sessionTitle: `Juniors ${tag}` },
    headers: { origin: originOf(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const saved = await staff.request.patch(`/api/staff/sessions/${id}`, {
    data: { sessionTitleEs: `Juveniles ${tag}`, locationEs: `Cancha ${tag}` },
    headers: { origin: originOf(staff) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await speak('es')).ok()).toBe(true);
  try {
    await staff.goto('/coach/manage');
    const week = staff.getByRole('heading', { name: /^Semana del/ });
    for (let i = 0; i < differenceInCalendarWeeks(day, new Date(), { weekStartsOn: 1 }); i++) {
      const before = await week.textContent();
      await staff.getByRole('button', { name: 'Semana siguiente', exact: true }).click();
      await expect(week).not.toHaveText(before!);
    }
    const row = staff.getByTestId('staff-session').filter({ hasText: `Juveniles ${tag}` });
    await expect(row).toContainText(program.nameEs!);
    await expect(row).toContainText(`Cancha ${tag}`);
    await expect(row).not.toContainText(`Juniors ${tag}`);
    await shot(staff, 'staff-calendar-1280');
    // The edit form still holds the English with the Spanish beside it.
    await row.getByRole('button', { name: /^Editar/ }).click();
    await expect(staff.getByRole('dialog').getByRole('textbox', { name: /^Título en español/ })).toHaveValue(`Juveniles ${tag}`);
  } finally {
    await speak('en');
    await staff.request.post(`/api/staff/sessions/${id}/cancel`, { headers: { origin: originOf(staff) } });
  }
});
