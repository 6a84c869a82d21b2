import { PackageOpen } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { PageIntro } from '@/ui/page-intro';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { usePacks } from '@/features/packs/api/use-packs';
import { PackCard } from '@/features/packs/components/pack-card';

/** /packs: the session packs on sale, each with Buy pack (signing in first when needed). */
export default function PacksPage() {
  const { t } = useT('packs');
  const { user } = useUser();
  const packs = usePacks();

  let list;
  if (packs.isPending) {
    list = (
      <div className="flex justify-center py-16">
        <Spinner label={t('page.loading')} />
      </div>
    );
  } else if (packs.isError) {
    list = (
      <LoadErrorPanel title={t('page.loadFailed')} retryLabel={t('page.tryAgain')} onRetry={() => void packs.refetch()} retrying={packs.isFetching}>
        {t('page.checkConnection')}
      </LoadErrorPanel>
    );
  } else if (packs.data.length === 0) {
    list = (
      <StatusPanel
        icon={PackageOpen}
        title={t('page.emptyTitle')}
        action={
          <Button asChild variant="outline">
            <Link href="/schedule">{t('page.schedule')}</Link>
          </Button>
        }
      >
        {t('page.empty')}
      </StatusPanel>
    );
  } else {
    list = (
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {packs.data.map((pack) => (
          <PackCard key={pack.id} pack={pack} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:py-10">
        {list}
        <p className="text-sm text-slate-600">{user?.role === 'PARENT' ? t('page.parentNote') : t('page.howItWorks')}</p>
      </div>
    </>
  );
}
