import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Entry } from './define.ts';
import { CATALOGUE, en, es, messageId, messageText, msg, parseRef } from './index.ts';

/** Any param a function entry asks for: a day for a date, else a figure (a name or a number reads the same in a check). */
const anyParams = new Proxy({}, { get: (_t, key) => (typeof key !== 'string' ? undefined : /date$/i.test(key) ? '2026-03-02' : 7) });
const wordings = (entry: Entry) =>
  typeof entry.en === 'string'
    ? { en: entry.en, es: entry.es as string }
    : { en: (entry.en as (p: unknown) => string)(anyParams), es: (entry.es as (p: unknown) => string)(anyParams) };

describe('the message catalogue (decision 071)', () => {
  const entries = Object.entries(CATALOGUE).flatMap(([feature, messages]) =>
    Object.entries(messages as Record<string, Entry>).map(([key, entry]) => [`${feature}.${key}`, entry] as const),
  );

  it.each(entries)('words %s in English and in Spanish', (_id, entry) => {
    const { en: english, es: spanish } = wordings(entry);
    expect(english.trim()).not.toBe('');
    expect(spanish.trim()).not.toBe('');
    // A Spanish wording that is the English one was not translated (a code or a figure alone is not a message).
    expect(spanish).not.toBe(english);
  });

  it('has each English sentence once, so a sentence stored before the move still finds its Spanish', () => {
    const english = entries.filter(([, e]) => typeof e.en === 'string').map(([, e]) => e.en as string);
    const twice = english.filter((s, i) => english.indexOf(s) !== i);
    expect(twice).toEqual([]);
  });

  it('refers to a message by id, with its params', () => {
    expect(msg('auth.required')).toBe('auth.required');
    expect(msg('input.tooLong', { max: 80 })).toBe('input.tooLong|{"max":80}');
    expect(messageText(msg('input.tooLong', { max: 80 }), 'en')).toBe('Please keep this under 80 characters');
    expect(messageText(msg('input.tooLong', { max: 80 }), 'es')).toBe('Usa menos de 80 caracteres');
    expect(en('account.upcomingGames', { n: 1 })).toMatch(/^You have 1 upcoming pickup game\. Leave it/);
    expect(es('account.upcomingGames', { n: 2 })).toMatch(/^Tienes 2 partidos abiertos próximos\. Sal de ellos/);
    expect(messageId(msg('auth.badCredentials'))).toBe('auth.badCredentials');
    // A date is a param, worded in each language (the sentence map left it in English).
    expect(es('schedule.capacityBelowBooked', { taken: 3, date: '2026-03-02' })).toBe(
      'La capacidad no puede ser menor que las 3 plazas ya reservadas para el lunes, 2 de marzo de 2026.',
    );
    expect(en('schedule.capacityBelowBooked', { taken: 3, date: '2026-03-02' })).toBe(
      'Capacity cannot be lower than the 3 spots already booked for Monday, March 2, 2026.',
    );
  });

  it('leaves any other text as it is: sentences, unknown ids, broken params', () => {
    for (const text of ['Invalid email or password', 'auth.nope', 'nope.required', 'input.tooLong|{max', 'e.g. this', '']) {
      expect(parseRef(text)).toBeNull();
      expect(messageText(text, 'es')).toBe(text);
    }
  });

  it('does not compile an id that does not exist, or params a message does not take', () => {
    // @ts-expect-error -- no such id
    expect(parseRef(msg('auth.noSuchMessage'))).toBeNull();
    // @ts-expect-error -- input.tooLong needs its max
    msg('input.tooLong');
    // @ts-expect-error -- auth.required takes no params
    msg('auth.required', { max: 1 });
  });

  it("words a schema's own message in the language asked for", () => {
    const parsed = z.string().min(2, msg('auth.required')).safeParse('');
    const message = parsed.error!.issues[0]!.message;
    expect(messageText(message, 'es')).toBe('Completa todos los campos obligatorios');
  });
});
