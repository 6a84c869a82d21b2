import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';
import { getLanguage, subscribeLanguage } from '@/lib/i18n/language';

let instance: i18n | undefined;

/**
 * The coach dashboard's own i18next instance, created on first use. Only this feature imports it,
 * so i18next and the translations load with the coach chunk, never with the main bundle.
 */
export function coachI18n(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // The app's language (header switch, account, browser): one choice for every screen.
    lng: getLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { en: { translation: en }, es: { translation: es } },
    // Resources are in memory: ready at once, no flash of keys.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const own = instance;
  subscribeLanguage(() => void own.changeLanguage(getLanguage()));
  return own;
}
