import { ACHIEVEMENT_CATEGORIES, type Achievement } from '@common/member';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { CATEGORY_ICON } from '../achievement-style';

/** Part 2: the six categories, each with how many of its achievements are earned. */
export function CategoryCards({ achievements }: { achievements: Achievement[] }) {
  const { t } = useT('achievements');
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-xl font-bold text-ink-900">
        {t('categories.heading')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {ACHIEVEMENT_CATEGORIES.map((category) => {
          const inCategory = achievements.filter((a) => a.category === category);
          const earned = inCategory.filter((a) => a.earned).length;
          const Icon = CATEGORY_ICON[category];
          const complete = inCategory.length > 0 && earned === inCategory.length;
          return (
            <li key={category} className={cn('rounded-2xl border bg-white p-4 text-center shadow-sm', complete ? 'border-green-300' : 'border-slate-200')}>
              <Icon className={cn('mx-auto size-7', earned > 0 ? 'text-brand-600' : 'text-slate-400')} aria-hidden="true" />
              <p className="mt-2 font-semibold text-ink-900">{t(`categories.names.${category}`)}</p>
              <p className="text-sm text-slate-600">{t('categories.earned', { earned, total: inCategory.length })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
