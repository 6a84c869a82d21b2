import { Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { ArrowButtonLink } from '@/ui/arrow-button-link';

/** The closing call to action: train like they did, at /training (and any extra link, e.g. back to /alumni). */
export function AlumniCta({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  const { t } = useT('alumni');
  return (
    <section className="mt-12 rounded-2xl bg-ink-900 px-6 py-10 text-center text-white sm:px-10">
      <Dumbbell className="mx-auto size-10 text-brand-500" aria-hidden="true" />
      <h2 className="mt-3 text-2xl font-extrabold sm:text-3xl">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-300">{children}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ArrowButtonLink href="/training" size="lg">
          {t('explore')}
        </ArrowButtonLink>
        {extra}
      </div>
    </section>
  );
}
