import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { WaitlistEntry } from '@common/waitlist';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Button, type ButtonProps } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useLeaveWaitlist } from './use-leave-waitlist';

interface LeaveWaitlistButtonProps {
  entry: WaitlistEntry;
  /** Screen-reader context after the button's words: which session (and athlete) it is for. */
  context: string;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * Leave waitlist (someone waiting) or Decline (an offered place), each asked once more before the
 * place is given up: a decline passes the place to the next in line at once.
 */
export function LeaveWaitlistButton({ entry, context, size = 'sm', className }: LeaveWaitlistButtonProps) {
  const { t } = useT('waitlist');
  const leave = useLeaveWaitlist();
  const [open, setOpen] = useState(false);
  const offered = entry.status === 'OFFERED';

  const confirm = () =>
    leave.mutate(entry.id, {
      onSuccess: ({ message }) => toast({ title: offered ? t('toast.declinedTitle') : t('toast.leftTitle'), description: message }),
      onError: (err) => toast({ title: t('toast.failedTitle'), description: serverMessage(err, t('toast.failed')), variant: 'error' }),
      onSettled: () => setOpen(false),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !leave.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          size={size}
          className={cn('h-auto text-center leading-tight text-red-700 hover:bg-red-50', size === 'sm' ? 'min-h-9 py-1.5' : 'min-h-11 py-2', className)}
        >
          {offered ? t('decline') : t('leave')}
          <span className="sr-only">{context}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">
            {offered ? t('leaveDialog.declineTitle') : t('leaveDialog.leaveTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {offered ? t('leaveDialog.declineRule') : t('leaveDialog.leaveRule')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={leave.isPending}>
                {offered ? t('leaveDialog.keep') : t('leaveDialog.stay')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={leave.isPending} aria-busy={leave.isPending || undefined}>
              {leave.isPending ? t('leaveDialog.busy') : offered ? t('leaveDialog.confirmDecline') : t('leaveDialog.confirmLeave')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
