import { ListFilter } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';

/** Shown when the schedule is narrowed to one program (?program=id): the session to book is picked below. */
export function ProgramBanner({ name }: { name: string | null }) {
  const { t } = useT('schedule');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center">
      <ListFilter className="hidden size-6 shrink-0 text-brand-600 sm:block" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-bold text-ink-900">{name ? t('program.showing', { name }) : t('program.showingOne')}</p>
        <p className="text-sm text-slate-700">{t('program.choose')}</p>
      </div>
      <Link
        href="/schedule"
        className="self-start rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 sm:self-center"
      >
        {t('program.showAll')}
      </Link>
    </div>
  );
}
