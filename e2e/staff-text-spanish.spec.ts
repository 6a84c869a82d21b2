import crypto from 'node:crypto';
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
