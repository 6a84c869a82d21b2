import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What is loading, in the reader's language: "sessions" ("Loading sessions...", "Could not load the sessions"). */
  what: string;
  empty?: { when: boolean; icon: LucideIcon; title: string; text?: ReactNode; action?: ReactNode };
  children: ReactNode;
}

/** A section's list, or its loading spinner, load error (with Try again) or empty panel. */
export function QueryState({ query, what, empty, children }: QueryStateProps) {
  const { t } = useT('staff');
  if (query.isPending) {
    return (
      <div className="py-10 text-center text-slate-700">
        <Spinner label={t('query.loading', { what })} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatusPanel
        icon={AlertTriangle}
        tone="error"
        title={t('query.failed', { what })}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('query.retry')}
          </Button>
        }
      />
    );
  }
  if (empty?.when) {
    return (
      <StatusPanel icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </StatusPanel>
    );
  }
  return <>{children}</>;
}
