import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useCoachT } from '../hooks/use-coach-t';
import { setLanguage } from '@/lib/i18n/language';
import { isLanguage, LANGUAGES } from '../i18n/language';

/** A labelled select of the dashboard's languages; it switches the whole app (remembered on this device). */
export function LanguageSwitcher() {
  const id = useId();
  const { t, language } = useCoachT();
  const change = (value: string) => {
    if (!isLanguage(value)) return;
    // The app's one language: the header, the other screens and the account follow.
    setLanguage(value);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-300 uppercase">
        <Globe className="size-3.5" aria-hidden="true" />
        {t('header.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => change(e.target.value)}
        className="h-11 rounded-lg border border-white/25 bg-white/10 px-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} className="text-ink-900">
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
