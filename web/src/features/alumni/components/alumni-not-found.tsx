import { ArrowLeft, SearchX } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { StatusPage } from '@/ui/status-page';

/** A slug with no alumni story. */
export function AlumniNotFound() {
  const { t } = useT('alumni');
  return (
    <StatusPage heading={t('detail.heading')} icon={SearchX} title={t('notFound.title')} href="/alumni" linkIcon={ArrowLeft} linkText={t('back')}>
      {t('notFound.text')}
    </StatusPage>
  );
}
