import { describe, expect, it } from 'vitest';
import { atTimeIn, longDateIn, moneyIn, timeIn } from './format.ts';
import { mailLanguage } from './language.ts';

describe('e-mail dates, times and money in each language', () => {
  it('writes a day, a time and dollars the way each language does', () => {
    expect(longDateIn('2026-03-02', 'en')).toBe('Monday, March 2, 2026');
    expect(longDateIn('2026-03-02', 'es')).toBe('lunes, 2 de marzo de 2026');
    expect(timeIn('17:30:00', 'en')).toMatch(/^5:30\sPM$/);
    expect(timeIn('17:30:00', 'es')).toMatch(/^5:30\sp\.\sm\.$|^5:30\sp\.m\.$/);
    expect(moneyIn(45, 'en')).toBe('$45.00');
    expect(moneyIn(45, 'es')).toBe('$45.00');
  });

  it('puts "a la" before one o\'clock and "a las" before any other hour, "at" in English', () => {
    expect(atTimeIn('13:00:00', 'es')).toMatch(/^a la 1:00/);
    expect(atTimeIn('01:15:00', 'es')).toMatch(/^a la 1:15/);
    expect(atTimeIn('00:30:00', 'es')).toMatch(/^a las 12:30/);
    expect(atTimeIn('11:00:00', 'es')).toMatch(/^a las 11:00/);
    expect(atTimeIn('18:00:00', 'en')).toMatch(/^at 6:00\sPM$/);
  });

  it("an e-mail is in the account's language, else the fallback (English unless given)", () => {
    expect(mailLanguage('es')).toBe('es');
    expect(mailLanguage('en', 'es')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage(undefined, 'es')).toBe('es');
    expect(mailLanguage('fr')).toBe('en');
  });
});
