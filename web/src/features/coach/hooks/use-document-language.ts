import { useEffect } from 'react';

/** Sets <html lang> to the dashboard's language while it is on screen, so screen readers pronounce it right. */
export function useDocumentLanguage(language: string) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}
