import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { signaturePdf, standardFontWrites } from './pdf.ts';

type Facts = Parameters<typeof signaturePdf>[0];
const facts = (signerName: string, firstName: string, lastName: string): Facts =>
  ({
    s: {
      id: 7,
      language: 'en',
      signerName,
      signerRole: 'GUARDIAN',
      athleteAge: 12,
      signedAt: new Date('2026-11-02T15:00:00Z'),
      ip: '203.0.113.9',
      userAgent: 'Test',
    },
    v: { version: 3, textEn: 'I accept the risks of training.', textEs: 'Acepto los riesgos del entrenamiento.' },
    athlete: { firstName, lastName },
    signerLanguage: 'en',
  }) as unknown as Facts;

/** The Unicode code points a PDF's embedded fonts map glyphs to (pdfkit's ToUnicode ranges, uncompressed). */
const mappedCodePoints = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  const ranges = [...raw.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)].map((m) => m[1]!);
  return new Set(ranges.flatMap((r) => [...r.matchAll(/<([0-9a-f]{4})>(?!\s*<[0-9a-f]{4}>\s*\[)/gi)].map((m) => parseInt(m[1]!, 16))));
};

describe('the waiver PDF writes names in any script it has a font for', () => {
  it('keeps Latin text in the standard font, readable as before', async () => {
    const pdf = await signaturePdf(facts('Dana Rivera-Núñez', 'Jordan', 'Rivera'), { name: 'Octane', timeZone: 'America/New_York' }, { compress: false });
    expect(pdf.toString('latin1')).not.toContain('DejaVu');
    expect(pdfText(pdf).join('\n')).toContain('Dana Rivera-Núñez');
  });

  it('embeds DejaVu Sans for a Cyrillic, Greek or Hebrew name, with every letter of it mapped', async () => {
    const pdf = await signaturePdf(facts('Жанна Петрова', 'Ελένη', 'דנה'), { name: 'Octane', timeZone: 'America/New_York' }, { compress: false });
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
    const mapped = mappedCodePoints(pdf);
    for (const c of 'ЖаннПетроваΕλένηדנה') expect(mapped.has(c.codePointAt(0)!), c).toBe(true);
  });

  it('knows which text the standard fonts can write', () => {
    expect(standardFontWrites('José “Pepe” Núñez – €5\n')).toBe(true);
    expect(standardFontWrites('Жанна')).toBe(false);
    expect(standardFontWrites('王芳')).toBe(false);
  });
});
