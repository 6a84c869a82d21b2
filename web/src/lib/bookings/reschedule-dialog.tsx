import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Booking } from '@common/booking';
import { serverMessage } from '@/lib/api';
import { formatShortDate, formatTime12 } from '@/lib/format-time';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast-store';
import { bookingSummary } from './booking-summary';
import { useRescheduleBooking } from './use-reschedule-booking';
import { useRescheduleOptions } from './use-reschedule-options';

/** Moves a booking to another session of its program; open while `booking` is set. */
export function RescheduleDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Dialog.Root open={!!booking} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">Reschedule Session</Dialog.Title>
          <Dialog.Close aria-label="Close" className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100">
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
  const [choice, setChoice] = useState<string>('');
  const selectId = useId();
  const { options, isPending, isError } = useRescheduleOptions(booking);
  const reschedule = useRescheduleBooking();

  const submit = () =>
    reschedule.mutate(
      { bookingId: booking.id, newSessionId: Number(choice) },
      {
        onSuccess: () => {
          toast({ title: 'Session Rescheduled', description: 'Your training session has been rescheduled successfully.' });
          onDone();
        },
        onError: (err) =>
          toast({ title: 'Error', description: serverMessage(err, 'Failed to reschedule session. Please try again.'), variant: 'error' }),
      },
    );

  return (
    <>
      <Dialog.Description className="mt-2 text-sm text-slate-700">
        Move <span className="font-semibold text-ink-900">{bookingSummary(booking)}</span> to another session of the same program.
        Rescheduling needs at least 24 hours&apos; notice before your current session starts.
      </Dialog.Description>
      <div className="mt-5 space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink-900">
          New session
        </label>
        {isPending ? (
          <Spinner label="Loading sessions..." />
        ) : isError ? (
          <p className="text-sm text-red-700">We couldn&apos;t load the sessions. Please close this window and try again.</p>
        ) : options.length === 0 ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">No available sessions for this program</p>
        ) : (
          <Select
            id={selectId}
            value={choice || undefined}
            onValueChange={setChoice}
            placeholder="Choose a new date and time"
            options={options.map((s) => ({
              value: String(s.id),
              label: `${formatShortDate(s.date)} at ${formatTime12(s.time)}${s.sessionTitle ? ` · ${s.sessionTitle}` : ''} · ${s.availableSpots} ${s.availableSpots === 1 ? 'spot' : 'spots'}`,
            }))}
          />
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={reschedule.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button onClick={submit} disabled={!choice || reschedule.isPending}>
          {reschedule.isPending ? 'Rescheduling...' : 'Confirm Reschedule'}
        </Button>
      </div>
    </>
  );
}
