import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** A slug with no alumni story. */
export function AlumniNotFound() {
  const { t } = useT('alumni');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">{t('detail.heading')}</h1>
      <StatusPanel
        icon={SearchX}
        title={t('notFound.title')}
        action={
          <Button asChild>
            <Link href="/alumni">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('back')}
            </Link>
          </Button>
        }
      >
        {t('notFound.text')}
      </StatusPanel>
    </div>
  );
}
