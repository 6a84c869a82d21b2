import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageFromHeader, validationMessage } from './language.ts';
import { toSpanish } from './messages-es.ts';
import { en, msg } from '../../../common/messages/index.ts';

/** Messages only a developer or an integration ever sees: they stay English on purpose. */
const DEVELOPER_ONLY = ['Unexpected file field', 'The database is not reachable.', 'No route for '];

function serverSources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.includes('.test.'))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
}

/** A sentence written straight into a thrown error or an answer's message (a literal or a template). */
const RAW_SENTENCE =
  /(?:badRequest|conflict|notFound|forbidden|unauthorized|tooMany)\(\s*['`"]|HttpError\(\d+,\s*['`"]|message: ['`"]|message = ['`"]|message: [^,;\n]*\? ['`"][^'`"\n]* [^'`"\n]*['`"]/g;

describe('the server words every message by id (decision 071)', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('throws and answers catalogue ids, not sentences, everywhere but the test stand-ins', () => {
    const raw = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.includes('.test.') && !e.parentPath.startsWith(path.join(root, 'test')))
      .flatMap((e) => {
        const src = fs.readFileSync(path.join(e.parentPath, e.name), 'utf8');
        return [...src.matchAll(RAW_SENTENCE)]
          .map((m) => `${path.relative(root, path.join(e.parentPath, e.name))}: ${src.slice(m.index, m.index + 80).split('\n')[0]}`)
          .filter((found) => !DEVELOPER_ONLY.some((d) => found.includes(d)));
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
    const missing = [...thrown].filter((m) => !DEVELOPER_ONLY.some((d) => m.startsWith(d)) && toSpanish(m) === m);
    expect(missing).toEqual([]);
  });

  it('finds the Spanish of English stored in a row through the catalogue, and leaves other text as it is', () => {
    expect(toSpanish(en('payments.cardDeclined'))).toBe('Tu tarjeta fue rechazada.');
    expect(toSpanish('Something new')).toBe('Something new');
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
