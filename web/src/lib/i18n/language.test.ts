import { describe, expect, it } from 'vitest';
import { browserLanguage, initialLanguage, storedLanguage } from './language';

const store = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null, setItem: () => {} });

describe('choosing the language', () => {
  it("starts a visitor in the browser's first language that we have", () => {
    expect(browserLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'es'])).toBe('es');
    expect(browserLanguage(['de-DE'])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
  });

  it("keeps a choice made on this device, including the coach dashboard's earlier one", () => {
    expect(initialLanguage(store({ 'octane.language': 'en' }), ['es-ES'])).toBe('en');
    expect(initialLanguage(store({ 'octane.coach.language': 'es' }), ['en-US'])).toBe('es');
    expect(initialLanguage(store({}), ['es-ES'])).toBe('es');
    expect(storedLanguage(store({ 'octane.language': 'fr' }))).toBeNull();
    expect(
      storedLanguage({
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {},
      }),
    ).toBeNull();
  });
});
