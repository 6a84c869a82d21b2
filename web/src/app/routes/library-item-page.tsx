import { useParams } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { PageWithBackLink } from '@/ui/page-with-back-link';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { Spinner } from '@/ui/spinner';
import { useLibraryItem } from '@/features/library/api/use-library-item';
import { LibraryItemView } from '@/features/library/components/library-item-view';

/** /library/:id: one video or article, or its teaser with the upgrade when the reader's plan does not include it. */
export default function LibraryItemPage() {
  const { t } = useT('library');
  const id = Number(useParams<{ id: string }>().id);
  const item = useLibraryItem(id);
  return (
    <PageWithBackLink backHref="/library" back={t('item.back')} title={item.data?.title ?? t('page.title')} className="max-w-4xl">
      {item.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('page.loading')} />
        </div>
      ) : item.isError ? (
        <LoadErrorPanel title={t('item.notFound')} retryLabel={t('page.tryAgain')} onRetry={() => void item.refetch()} retrying={item.isFetching}>
          {t('item.notFoundText')}
        </LoadErrorPanel>
      ) : (
        <LibraryItemView item={item.data} />
      )}
    </PageWithBackLink>
  );
}
