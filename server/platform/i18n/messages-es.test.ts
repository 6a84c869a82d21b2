import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
  'payments',
  'pickup',
  'subscriptions',
  'training-plans',
  'check-in',
  'fees',
  'bookings',
  'media',
  'analysis',
  'annotations',
  'progress',
  'coach',
  'content',
];

/** Messages only a developer or an integration ever sees: they stay English on purpose. */
const DEVELOPER_ONLY = new Set(['Unexpected file field', 'The database is not reachable.']);

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

  it('translates sentences with figures, and leaves unknown ones as they are', () => {
    expect(toSpanish('Advanced analytics are not included in the Basic plan. Upgrade to see trends and percentiles.')).toBe(
      'La analítica avanzada no está incluida en el plan Basic. Mejora tu plan para ver tendencias y percentiles.',
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
