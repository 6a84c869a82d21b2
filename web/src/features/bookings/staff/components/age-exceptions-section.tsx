import { useId, useRef, useState } from 'react';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/lib/staff/confirm-dialog';
import { useNotify } from '@/lib/staff/notify';
import { QueryState } from '@/lib/staff/query-state';
import { AgeGroupBadge } from '@/features/programs/components/age-group-badge';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useAgeExceptions, type AgeException } from '../api/use-age-exceptions';
import { useRevokeAgeException } from '../api/use-revoke-age-exception';
import { AgeExceptionForm } from './age-exception-form';

const fullName = (e: AgeException) => `${e.athlete.firstName} ${e.athlete.lastName}`;

/**
 * A session's age group in its roster (issue 29): who it is for, the exceptions staff made (used,
 * unused or revoked; an unused one can be revoked) and the form that lets one athlete outside it
 * book this session once.
 */
export function AgeExceptionsSection({ sessionId }: { sessionId: number }) {
  const { t } = useT('staff');
  const notify = useNotify();
  const query = useAgeExceptions(sessionId);
  const revoke = useRevokeAgeException();
  const [revoking, setRevoking] = useState<AgeException | null>(null);
  const listRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const list = query.data?.exceptions ?? [];

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const { message } = await revoke.mutateAsync(revoking.id);
      notify.saved(message);
      setRevoking(null);
      // The Revoke button is gone: the keyboard goes back to the list.
      requestAnimationFrame(() => listRef.current?.focus());
    } catch (err) {
      notify.error(err, t('ageExceptions.revokeFailed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5" data-testid="age-exceptions">
      <h3 id={headingId} className="font-bold text-ink-900">
        {t('ageExceptions.title')}
      </h3>
      <div className="mt-2">
        <QueryState query={query} what={t('ageExceptions.what')}>
          {!query.data?.ageGroup ? (
            <p className="text-sm text-slate-600">{t('ageExceptions.noGroup')}</p>
          ) : (
            <div className="space-y-4">
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                {t('ageExceptions.group')}
                <AgeGroupBadge ageGroup={query.data.ageGroup} />
              </p>
              <p className="text-sm text-slate-600">{t('ageExceptions.intro')}</p>
              <div>
                <h4 ref={listRef} tabIndex={-1} className="text-sm font-semibold text-ink-900 focus:outline-none">
                  {t('ageExceptions.listTitle', { count: list.length })}
                </h4>
                {list.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">{t('ageExceptions.none')}</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {list.map((e) => (
                      <ExceptionEntry key={e.id} exception={e} busy={revoke.isPending} onRevoke={() => setRevoking(e)} />
                    ))}
                  </ul>
                )}
              </div>
              <AgeExceptionForm sessionId={sessionId} onGranted={() => requestAnimationFrame(() => listRef.current?.focus())} />
            </div>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title={t('ageExceptions.revokeTitle', { name: revoking ? fullName(revoking) : '' })}
        confirmLabel={t('ageExceptions.revoke')}
        busyLabel={t('ageExceptions.revoking')}
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
      >
        <p>{t('ageExceptions.revokeText', { name: revoking ? fullName(revoking) : '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function ExceptionEntry({ exception: e, busy, onRevoke }: { exception: AgeException; busy: boolean; onRevoke: () => void }) {
  const { t, language } = useT('staff');
  const name = fullName(e);
  const date = instantDate(e.createdAt, language);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between" data-testid="age-exception">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink-900">
          {name}{' '}
          <span className="font-normal text-slate-600">
            · {e.athlete.age === null ? t('ageExceptions.ageUnknown') : t('ageExceptions.age', { age: e.athlete.age })}
          </span>
        </p>
        <p className="break-words text-slate-700">{t('ageExceptions.reasonLabel', { reason: e.reason })}</p>
        <p className="text-slate-600">{e.grantedBy ? t('ageExceptions.grantedBy', { name: e.grantedBy, date }) : t('ageExceptions.grantedOn', { date })}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Badge tone={e.status === 'USED' ? 'success' : e.status === 'REVOKED' ? 'secondary' : 'warning'}>
          {e.status === 'USED' ? t('ageExceptions.status.USED', { booking: e.usedByBookingId ?? '' }) : t(`ageExceptions.status.${e.status}`)}
        </Badge>
        {e.status === 'UNUSED' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={onRevoke}>
            <span aria-hidden="true">{t('ageExceptions.revoke')}</span>
            <span className="sr-only">{t('ageExceptions.revokeFor', { name })}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
