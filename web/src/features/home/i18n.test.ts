import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/home.json';
import es from '@/locales/es/home.json';
import { homeText } from './i18n';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { home: en }, es: { home: es } }, interpolation: { escapeValue: false } });

function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [(prefix + k).replace(/_(one|other)$/, '')] : keys(v as object, `${prefix}${k}.`)));
}

describe("the home page's light translate function", () => {
  it('reads every key as i18next does, placeholders and plurals included', () => {
    const values = { n: 3, total: 4, hours: 5 };
    for (const [lang, messages] of [
      ['en', en],
      ['es', es],
    ] as const) {
      for (const key of new Set(keys(messages))) {
        for (const count of [0, 1, 2, 21]) {
          expect(homeText(messages, lang, key, { ...values, count }), `${lang} ${key} ${count}`).toBe(i18n.t(key, { ns: 'home', lng: lang, ...values, count }));
        }
      }
    }
  });

  it('words the likes in both languages', () => {
    expect(homeText(en, 'en', 'news.likes', { count: 1 })).toBe('1 like');
    expect(homeText(en, 'en', 'news.likes', { count: 12 })).toBe('12 likes');
    expect(homeText(es, 'es', 'news.likes', { count: 12 })).toBe('12 me gusta');
    expect(homeText(en, 'en', 'news.show', { n: 2 })).toBe('Show news 2');
  });
});
