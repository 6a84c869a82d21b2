import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';

/** The pack checkout's frame: the way back to the packs, the title, then the content. */
export function PacksFrame({ children }: { children: ReactNode }) {
  const { t } = useT('packs');
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link href="/packs" className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('checkout.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('checkout.title')}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
