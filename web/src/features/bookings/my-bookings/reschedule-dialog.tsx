import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import type { Booking } from '@common/bookings';
import { serverMessage } from '@/lib/api';
import { shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { bookingSummary } from './booking-summary';
import { useRescheduleBooking } from './use-reschedule-booking';
import { useRescheduleOptions } from './use-reschedule-options';

interface RescheduleDialogProps {
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Moves a booking to another session of its program; open while `booking` is set. Its words load
 * beside the page rather than holding it up (the dialog is closed at first).
 */
export function RescheduleDialog(props: RescheduleDialogProps) {
  return (
    <Suspense fallback={null}>
      <Reschedule {...props} />
    </Suspense>
  );
}

function Reschedule({ booking, onClose }: RescheduleDialogProps) {
  const { t } = useT('payments');
  return (
    <Dialog.Root open={!!booking} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{t('reschedule.title')}</Dialog.Title>
          <Dialog.Close aria-label={t('reschedule.close')} className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {/* Keyed by booking: the choice starts empty for every booking and is dropped on close. */}
          {booking && <RescheduleForm key={booking.id} booking={booking} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RescheduleForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t, language } = useT('payments');
  const [choice, setChoice] = useState<string>('');
  const selectId = useId();
  const { options, isPending, isError } = useRescheduleOptions(booking);
  const reschedule = useRescheduleBooking();

  const submit = () =>
    reschedule.mutate(
      { bookingId: booking.id, newSessionId: Number(choice) },
      {
        onSuccess: () => {
          toast({ title: t('reschedule.doneTitle'), description: t('reschedule.done') });
          onDone();
        },
        onError: (err) => toast({ title: t('reschedule.errorTitle'), description: serverMessage(err, t('reschedule.failed')), variant: 'error' }),
      },
    );

  const optionLabel = (s: (typeof options)[number]) =>
    [
      t('reschedule.option', { date: shortDay(s.date, language), time: wallTime(s.time, language) ?? t('booking.timeTba') }),
      s.sessionTitle,
      t('reschedule.spots', { count: s.availableSpots }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <Dialog.Description className="mt-2 text-sm text-slate-700">
        {t('reschedule.move')} <span className="font-semibold text-ink-900">{bookingSummary(booking, t, language)}</span> {t('reschedule.toAnother')}{' '}
        {t('reschedule.notice')}
      </Dialog.Description>
      {booking.paidWithCredit && booking.creditPack && (
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-ink-900">{t('reschedule.creditCarries', { pack: booking.creditPack })}</p>
      )}
      <div className="mt-5 space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink-900">
          {t('reschedule.newSession')}
        </label>
        {isPending ? (
          <Spinner label={t('reschedule.loading')} />
        ) : isError ? (
          <p className="text-sm text-red-700">{t('reschedule.loadFailed')}</p>
        ) : options.length === 0 ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('reschedule.none')}</p>
        ) : (
          <Select
            id={selectId}
            value={choice || undefined}
            onValueChange={setChoice}
            placeholder={t('reschedule.choose')}
            options={options.map((s) => ({ value: String(s.id), label: optionLabel(s) }))}
          />
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={reschedule.isPending}>
            {t('reschedule.cancel')}
          </Button>
        </Dialog.Close>
        <Button onClick={submit} disabled={!choice || reschedule.isPending}>
          {reschedule.isPending ? t('reschedule.busy') : t('reschedule.confirm')}
        </Button>
      </div>
    </>
  );
}
