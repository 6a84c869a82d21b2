import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { PageWithBackLink } from '@/ui/page-with-back-link';

/** The pack checkout's frame: the way back to the packs, the title, then the content. */
export function PacksFrame({ children }: { children: ReactNode }) {
  const { t } = useT('packs');
  return (
    <PageWithBackLink backHref="/packs" back={t('checkout.back')} title={t('checkout.title')}>
      {children}
    </PageWithBackLink>
  );
}
