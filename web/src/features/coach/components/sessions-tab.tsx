import { CalendarX2, TriangleAlert } from 'lucide-react';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useCoachSessions } from '../api/use-coach-sessions';
import { useCoachT } from '../hooks/use-coach-t';
import { SessionCard } from './session-card';

/** Today's sessions in start order, each with its registered athletes. */
export function SessionsTab() {
  const { t } = useCoachT();
  const { data, isError } = useCoachSessions();
  if (isError)
    return (
      <StatusPanel icon={TriangleAlert} tone="error" title={t('corner.error')}>
        {t('sessions.loadFailed')}
      </StatusPanel>
    );
  if (!data) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!data.length)
    return (
      <StatusPanel icon={CalendarX2} title={t('sessions.empty')}>
        {t('sessions.emptyText')}
      </StatusPanel>
    );
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="sr-only">
        {t('sessions.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {data.map((s) => (
          <li key={s.id}>
            <SessionCard session={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}
