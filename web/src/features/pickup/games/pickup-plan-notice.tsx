import { Sparkles } from 'lucide-react';
import type { Language } from '@/lib/i18n/language';
import { localeOf } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { ArrowButtonLink } from '@/ui/arrow-button-link';

/** "Plus, Pro and Team" in English (no serial comma, as the product writes it); Intl's list for Spanish ("Plus, Pro y Team"). */
export const joinList = (names: string[], language: Language) =>
  language === 'en'
    ? names.length < 2
      ? names.join('')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(names);

/** Before any click: which plans include pickup games, and the way to upgrade. */
export function PickupPlanNotice({ planName, includedIn }: { planName: string; includedIn: string[] }) {
  const { t, language } = useT('pickup');
  return (
    <section
      aria-labelledby="pickup-plan-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <Sparkles className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="pickup-plan-title" className="font-semibold">
          {t('planNotice.title')}
        </h2>
        <p>
          {t('planNotice.notIncluded', { plan: planName })}
          {includedIn.length > 0 && ` ${t('planNotice.includedIn', { count: includedIn.length, plans: joinList(includedIn, language) })}`}
        </p>
      </div>
      <ArrowButtonLink href="/subscription" className="w-auto">
        {t('planNotice.upgrade')}
      </ArrowButtonLink>
    </section>
  );
}
