import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './language';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('coach dashboard language', () => {
  it('is English until Spanish is chosen, then remembered', () => {
    const store = memory();
    expect(readStoredLanguage(store)).toBe('en');
    storeLanguage(store, 'es');
    expect(store.data.get(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(readStoredLanguage(store)).toBe('es');
  });

  it('reads an unknown value or a broken storage as English', () => {
    const store = memory();
    store.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage(store)).toBe('en');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredLanguage(broken)).toBe('en');
    expect(() => storeLanguage(broken, 'es')).not.toThrow();
    expect(readStoredLanguage(undefined)).toBe('en');
  });
});

describe('coach dashboard words', () => {
  it("uses the spec's labels and messages in English", () => {
    expect(en.header.welcome).toBe('Welcome back, {{firstName}}');
    expect(en.header.signOut).toBe('Sign Out');
    expect([en.stats.todaySessions, en.stats.pendingFeedback, en.stats.totalAthletes, en.stats.avgRating]).toEqual([
      "Today's Sessions",
      'Pending Feedback',
      'Total Athletes',
      'Avg Rating',
    ]);
    expect([en.tabs.media, en.tabs.sessions, en.tabs.athletes]).toEqual(['Media Feedback', "Today's Sessions", 'Athletes']);
    expect([en.media.emptyTitle, en.sessions.empty, en.athletes.empty]).toEqual(['No Media Submissions', 'No sessions scheduled for today', 'No athletes registered yet']);
    expect(Object.values(en.corner.ratings).reverse()).toEqual(['5 - Excellent', '4 - Very Good', '3 - Good', '2 - Fair', '1 - Poor']);
    expect([en.corner.heading, en.corner.submitted, en.corner.notified, en.corner.error]).toEqual([
      "Coach's Corner",
      'Feedback Submitted',
      'The athlete has been notified by e-mail.',
      'Error',
    ]);
    expect([en.athletes.active, en.athletes.viewProgress]).toEqual(['Active', 'View Progress']);
  });

  it('has every English key in Spanish, with the same placeholders', () => {
    const flat = (o: object, p = ''): Array<[string, string]> =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${p}${k}`, v] as [string, string]] : flat(v as object, `${p}${k}.`)));
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const spanish = new Map(flat(es));
    for (const [key, value] of flat(en)) {
      expect(spanish.has(key), key).toBe(true);
      expect(placeholders(spanish.get(key)!), key).toEqual(placeholders(value));
    }
  });
});
