import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import type { AuthUser } from '@common/auth';
import { useSaveLanguage } from '@/features/account/api/use-save-language';
import { isLanguage, LANGUAGE_NAMES, setLanguage, useLanguage, type Language } from '@/lib/i18n/language';
import { useShellT } from '@/lib/i18n/shell';

/** The header's language menu, for everyone; a signed-in member's choice is saved on the account (their e-mails follow it). */
export function LanguageSwitch({ user }: { user: AuthUser | null }) {
  const id = useId();
  const t = useShellT();
  const language = useLanguage();
  const client = useQueryClient();
  const saveLanguage = useSaveLanguage();
  const change = (value: string) => {
    if (!isLanguage(value)) return;
    setLanguage(value);
    // What staff typed (program names, session titles...) comes in the answer's language (decision 066):
    // ask again once the server reads the new one (a signed-in member's account language wins there).
    const askAgain = () => void client.invalidateQueries();
    if (user) {
      void saveLanguage(value)
        .catch(() => {
          // The screens switched already; the account keeps its earlier language for e-mails.
        })
        .finally(askAgain);
    } else askAgain();
  };
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <Globe className="size-4 text-slate-300" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(e) => change(e.target.value)}
        className="h-9 rounded-md border border-white/20 bg-ink-900 px-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
