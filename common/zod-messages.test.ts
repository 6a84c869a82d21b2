import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldName, plainIssueMessage } from './zod-messages';

const firstMessage = (schema: z.ZodType, value: unknown, lang: 'en' | 'es' = 'en') => {
  const r = schema.safeParse(value, { error: (iss) => plainIssueMessage(iss, lang) });
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0]!.message;
};

describe('plain validation messages', () => {
  const upload = z.object({ fileUrl: z.string(), fileName: z.string().trim().min(1).max(255), tags: z.array(z.string()).max(2) });

  it('names a missing field instead of "expected string, received undefined"', () => {
    expect(firstMessage(upload, { fileName: 'a.mp4', tags: [] })).toBe('The uploaded file is required.');
    expect(firstMessage(upload, { fileUrl: 'x', tags: [] })).toBe('File name is required.');
    expect(firstMessage(upload, { fileUrl: 'x', tags: [] }, 'es')).toBe('El nombre del archivo: este dato es obligatorio.');
  });

  it('says what kind of value, how long and which choices', () => {
    expect(firstMessage(upload, { fileUrl: 5, fileName: 'a', tags: [] })).toBe('The uploaded file must be text.');
    expect(firstMessage(upload, { fileUrl: 'x', fileName: 'a'.repeat(300), tags: [] })).toBe('File name must be at most 255 characters.');
    expect(firstMessage(upload, { fileUrl: 'x', fileName: 'a', tags: ['a', 'b', 'c'] })).toBe('Tags can have at most 2 items.');
    expect(firstMessage(z.object({ role: z.enum(['ATHLETE', 'PARENT']) }), { role: 'X' })).toBe('Role must be one of: ATHLETE, PARENT.');
    expect(firstMessage(z.object({ contactEmail: z.email() }), { contactEmail: 'nope' })).toBe('Contact email must be a valid e-mail address.');
    expect(firstMessage(z.object({ age: z.number().min(5) }), { age: 2 }, 'es')).toBe('La edad debe ser como mínimo 5.');
  });

  it("never answers in zod's developer words", () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [upload, {}],
      [upload, { fileUrl: null, fileName: 1, tags: 'x' }],
      [z.object({ n: z.number().int() }), { n: 1.5 }],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    ];
    for (const [schema, value] of cases) {
      const message = firstMessage(schema, value);
      expect(message).not.toMatch(/Invalid input|expected|received/);
    }
  });

  it('splits a key into words when it has no name of its own', () => {
    expect(fieldName(['emergencyContactPhone'])).toBe('Emergency contact phone');
    expect(fieldName(['achievements', 2])).toBe('Achievements');
    expect(fieldName([])).toBe('This value');
  });
});
