import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { pageCount } from '../lib/directory-params';

interface DirectoryPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next with "Page n of m"; hidden when everything fits on one page. */
export function DirectoryPagination({ page, pageSize, total, onPage }: DirectoryPaginationProps) {
  const { t } = useT('profiles');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages.label')} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('pages.previous')}
      </Button>
      <p className="min-w-28 text-center text-sm font-medium text-slate-700" aria-live="polite">
        {t('pages.pageOf', { page: Math.min(page, pages), pages })}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('pages.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
