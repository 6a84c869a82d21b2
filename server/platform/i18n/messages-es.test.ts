import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideRangeMessage, unknownAgeMessage } from '../../../common/age-groups.ts';
import { BOOKING_MESSAGES } from '../../../common/bookings.ts';
import { PLAN_MESSAGES } from '../../../common/subscriptions.ts';
import { WAITLIST_MESSAGES } from '../../../common/waitlist.ts';
import { PLAN_MESSAGES as TRAINING_PLAN_MESSAGES } from '../../../common/training-plans.ts';
import { pausedMessage } from '../../../common/attendance-policy.ts';
import { planLimitMessage } from '../../domain/plan-limits.ts';
import { languageFromHeader, validationMessage } from './language.ts';
import { EXACT_ES, toSpanish } from './messages-es.ts';
import { CATALOGUE, msg, parseRef } from '../../../common/messages/index.ts';

/**
 * The server features whose messages are catalogue ids (decision 071): a plain sentence thrown or
 * answered in one of them fails below. A feature joins this list when it moves, and its sentences
 * leave messages-es.ts.
 */
const MOVED_FEATURES = [
  'auth',
  'account',
  'profiles',
  'registration',
  'parent',
  'waivers',
  'packs',
  'alumni',
  'programs',
  'schedule',
  'calendar-feed',
  'push',
  'receipts',
  'team-reports',
  'member',
  'attendance-policy',
  'library',
  'media',
  'analysis',
  'annotations',
  'progress',
  'coach',
  'content',
];

/** Messages only a developer or an integration ever sees: they stay English on purpose. */
const DEVELOPER_ONLY = new Set([
  'Webhook signature verification failed',
  'Expected a JSON body',
  'Unexpected file field',
  'The test payment provider is not in use.',
  'The billing portal is available with Stripe only.',
  'The database is not reachable.',
]);

function serverSources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.includes('.test.'))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
}

/** A sentence written straight into a thrown error or an answer's message (a literal or a template). */
const RAW_SENTENCE =
  /(?:badRequest|conflict|notFound|forbidden|unauthorized|tooMany)\(\s*['`"]|HttpError\(\d+,\s*['`"]|message: ['`"]|message = ['`"]|message: [^,;\n]*\? ['`"][^'`"\n]* [^'`"\n]*['`"]/g;

describe('the features moved to message ids', () => {
  const root = path.resolve(import.meta.dirname, '../../features');

  it.each(MOVED_FEATURES)('%s throws and answers catalogue ids, not sentences', (feature) => {
    const raw = fs
      .readdirSync(path.join(root, feature), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.includes('.test.'))
      .flatMap((e) => {
        const src = fs.readFileSync(path.join(e.parentPath, e.name), 'utf8');
        return [...src.matchAll(RAW_SENTENCE)].map((m) => `${e.name}: ${src.slice(m.index, m.index + 80).split('\n')[0]}`);
      });
    expect(raw).toEqual([]);
  });

  it('finds a sentence when there is one (the check can fail)', () => {
    expect("throw badRequest('Please upload the picture first.')".match(RAW_SENTENCE)).not.toBeNull();
    expect('return { message: `Signed in` };'.match(RAW_SENTENCE)).not.toBeNull();
    expect("return { message: approved ? 'Is approved' : 'Is removed' };".match(RAW_SENTENCE)).not.toBeNull();
    expect("throw badRequest(msg('account.pictureFirst'))".match(RAW_SENTENCE)).toBeNull();
    expect("subject: n === 1 ? 'Tu crédito vence pronto' : 'Tus créditos vencen pronto',".match(RAW_SENTENCE)).toBeNull();
  });

  it('has no sentence of the catalogue left in messages-es.ts (a moved sentence is worded by id)', () => {
    const catalogued = Object.values(CATALOGUE).flatMap((f) => Object.values(f as Record<string, { en: unknown }>).map((e) => e.en));
    expect(Object.keys(EXACT_ES).filter((s) => catalogued.includes(s))).toEqual([]);
  });
});

describe('the Spanish error catalogue', () => {
  it('has every plain sentence the server throws (a new message without Spanish fails here)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const thrown = new Set<string>();
    for (const src of serverSources(root)) {
      for (const m of src.matchAll(/(?:badRequest|conflict|notFound|forbidden|unauthorized|tooMany)\(\s*'([^']+)'/g)) thrown.add(m[1]!);
      for (const m of src.matchAll(/HttpError\(\d+,\s*'([^']+)'/g)) thrown.add(m[1]!);
      for (const m of src.matchAll(/\{ message: '([^']+)'/g)) thrown.add(m[1]!);
    }
    const missing = [...thrown].filter((m) => !DEVELOPER_ONLY.has(m) && toSpanish(m) === m);
    expect(missing).toEqual([]);
  });

  it("has every message of the shared contract's catalogues that the server sends", () => {
    const catalogues = [BOOKING_MESSAGES, PLAN_MESSAGES, WAITLIST_MESSAGES, TRAINING_PLAN_MESSAGES];
    const client = /failed|Failed|Network|added|Added|error occurred|fix the highlighted/;
    const missing = catalogues.flatMap((c) => Object.values(c)).filter((m) => typeof m === 'string' && !parseRef(m) && !client.test(m) && toSpanish(m) === m);
    expect(missing).toEqual([]);
  });

  it('translates sentences with figures, and leaves unknown ones as they are', () => {
    expect(toSpanish('Check-in opens 60 minutes before the session starts.')).toBe(
      'El registro de asistencia se abre 60 minutos antes de que empiece la sesión.',
    );
    expect(toSpanish('Session cancelled. 1 booking refunded in full.')).toBe('Sesión cancelada. 1 reserva reembolsada por completo.');
    expect(toSpanish(outsideRangeMessage({ minAge: 5, maxAge: 7 }, 'Maya', 15))).toBe('Esta sesión es para edades de 5 a 7 años. Maya tiene 15 años.');
    expect(toSpanish(outsideRangeMessage({ minAge: 12, maxAge: null }, 'Leo', 9))).toBe('Esta sesión es para edades de 12 años en adelante. Leo tiene 9 años.');
    expect(toSpanish(outsideRangeMessage({ minAge: null, maxAge: 7 }, 'Ana María', 8))).toBe(
      'Esta sesión es para edades de hasta 7 años. Ana María tiene 8 años.',
    );
    expect(toSpanish(unknownAgeMessage({ minAge: 7, maxAge: 7 }, 'Jo', 'en'))).toBe(unknownAgeMessage({ minAge: 7, maxAge: 7 }, 'Jo', 'es'));
    // The plan limit's 402 says whose plan it is, in each form (decision 047).
    expect(toSpanish(planLimitMessage('you', 'Basic', 8, 'maxTrainingSessions'))).toBe(
      'Tu plan Basic incluye 8 sesiones de entrenamiento al mes y ya las has usado todas. Mejora tu plan para tener más.',
    );
    expect(toSpanish(planLimitMessage('athlete', 'Free', 2, 'maxCoachFeedback'))).toBe(
      'El plan Free de este atleta incluye 2 revisiones del entrenador al mes y ya las ha usado todas. Puede mejorar su plan para tener más.',
    );
    expect(toSpanish(planLimitMessage('parent', 'Pro Plus', 10, 'maxCoachFeedback'))).toMatch(
      /^El plan Pro Plus del padre, la madre o el tutor que subió este archivo para el atleta incluye 10 revisiones del entrenador/,
    );
    expect(toSpanish(pausedMessage('2026-12-05', 3, 60))).toBe(
      'Las reservas están en pausa hasta el 2026-12-05: 3 sesiones perdidas o canceladas tarde en 60 días. Contacta con recepción si crees que es un error.',
    );
    expect(toSpanish(pausedMessage('2026-12-05', 1, 30))).toBe(
      'Las reservas están en pausa hasta el 2026-12-05: 1 sesión perdida o cancelada tarde en 30 días. Contacta con recepción si crees que es un error.',
    );
    expect(toSpanish('Something new')).toBe('Something new');
    expect(Object.values(EXACT_ES).every((v) => v.trim().length > 0)).toBe(true);
  });

  it('reads the language from Accept-Language by weight', () => {
    expect(languageFromHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromHeader('en-US,es;q=0.5')).toBe('en');
    expect(languageFromHeader('fr-FR,es;q=0.4')).toBe('es');
    expect(languageFromHeader('de')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });

  it('words a validation issue in Spanish, naming the field', () => {
    expect(validationMessage({ code: 'invalid_type', expected: 'string', input: undefined, path: ['fileName'] }, 'es')).toBe(
      'El nombre del archivo: este dato es obligatorio.',
    );
    expect(validationMessage({ code: 'custom', path: ['rating'], message: msg('coach.rating') }, 'es')).toBe('Elige una valoración del 1 al 5.');
  });
});
