import { useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/lib/staff/confirm-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { useNotify } from '@/lib/staff/notify';
import { useMoveInLine } from '../api/use-move-in-line';
import { useOfferPlace } from '../api/use-offer-place';
import { useSessionWaitlist, type StaffWaitlistEntry } from '../api/use-session-waitlist';
import { arrowAfterMove, moveTargets, type Direction } from '../lib/line-moves';
import { moveButtonId, WaitlistEntryCard } from './waitlist-entry';

/** A session's line below its roster: offers first, then the people waiting in order; staff move them or offer a place by hand. */
export function WaitlistSection({ sessionId }: { sessionId: number }) {
  const { t } = useT('staff');
  const notify = useNotify();
  const waitlist = useSessionWaitlist(sessionId);
  const move = useMoveInLine();
  const offer = useOfferPlace();
  const [offering, setOffering] = useState<StaffWaitlistEntry | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const list = waitlist.data ?? [];
  const waiting = list.filter((e) => e.status === 'WAITING').length;
  const offeringName = offering ? `${offering.athlete.firstName} ${offering.athlete.lastName}` : '';

  const moveTo = (e: StaffWaitlistEntry, dir: Direction, to: number) =>
    move.mutate(
      { id: e.id, position: to },
      {
        onSuccess: ({ message }) => {
          notify.saved(message);
          // Keep the keyboard on the person who moved (on the other arrow once they reach an end).
          requestAnimationFrame(() => document.getElementById(moveButtonId(e.id, arrowAfterMove(dir, to, waiting)))?.focus());
        },
        onError: (err) => notify.error(err, t('schedule.waitlist.moveFailed')),
      },
    );

  const confirmOffer = async () => {
    if (!offering) return;
    try {
      const { message } = await offer.mutateAsync(offering.id);
      notify.saved(message);
      setOffering(null);
      // The offer button is gone (the entry is offered now): the keyboard goes back to the line.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (err) {
      notify.error(err, t('schedule.waitlist.offerFailed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-bold text-ink-900 focus:outline-none">
        {t('schedule.waitlist.title', { total: list.length })}
      </h3>
      <div className="mt-2">
        <QueryState query={waitlist} what={t('schedule.waitlist.what')}>
          {list.length === 0 ? (
            <p className="text-sm text-slate-600">{t('schedule.waitlist.empty')}</p>
          ) : (
            <ol className="space-y-3">
              {list.map((e) => (
                <WaitlistEntryCard
                  key={e.id}
                  entry={e}
                  moves={e.status === 'WAITING' && e.position != null ? moveTargets(e.position, waiting) : null}
                  busy={move.isPending || offer.isPending}
                  onMove={(dir, to) => moveTo(e, dir, to)}
                  onOffer={() => setOffering(e)}
                />
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={!!offering}
        onOpenChange={(o) => !o && setOffering(null)}
        title={t('schedule.waitlist.confirmTitle', { name: offeringName })}
        confirmLabel={t('schedule.waitlist.confirm')}
        busyLabel={t('schedule.waitlist.offering')}
        cancelLabel={t('dialog.cancel')}
        busy={offer.isPending}
        onConfirm={() => void confirmOffer()}
      >
        <p>{t('schedule.waitlist.confirmText', { name: offeringName })}</p>
        <p>{offering?.autoBook ? t('schedule.waitlist.confirmAutoBook') : t('schedule.waitlist.confirmMail')}</p>
      </ConfirmDialog>
    </section>
  );
}
