import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { OFFER_HOURS } from '@common/waitlist';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentMethods } from '@/features/payments/use-payment-methods';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import { toast } from '@/ui/toast';
import { sessionWords, type SessionInfo } from './session-words';
import { useJoinWaitlist } from './use-join-waitlist';
import { fullName, type Person } from './waitlist';

interface JoinWaitlistButtonProps {
  session: SessionInfo & { id: number };
  /** Who can still join: the athlete themself, or a parent's linked athletes not yet in line. */
  athletes: Person[];
  /** A parent joins for one of their athletes. */
  parent: boolean;
  className?: string;
  /** Focused (and so scrolled into view) as it appears. */
  autoFocus?: boolean;
}

/**
 * Join waitlist for a full session. It joins at once when there is nothing to choose; a parent with
 * several athletes picks one, and a member with a saved card may opt in to automatic booking, in a
 * small dialog.
 */
export function JoinWaitlistButton({ session, athletes, parent, className, autoFocus }: JoinWaitlistButtonProps) {
  const { t, language } = useT('waitlist');
  const join = useJoinWaitlist();
  const cards = usePaymentMethods();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const words = sessionWords(session, t, language);
  const hasCard = (cards.data?.length ?? 0) > 0;
  const needsDialog = (parent && athletes.length > 1) || hasCard || cards.isPending;

  const submit = (athlete: Person, autoBook: boolean) => {
    setFailure(null);
    join.mutate(
      { sessionId: session.id, athleteId: parent ? athlete.id : undefined, autoBook: autoBook || undefined },
      {
        onSuccess: (entry) => {
          toast({
            title: parent ? t('toast.joinedOther', { name: fullName(athlete) }) : t('toast.joinedSelf'),
            description: entry.position ? t('toast.joined', { position: entry.position }) : t('toast.offered'),
          });
          setOpen(false);
        },
        onError: (err) => {
          const message = serverMessage(err, t('toast.joinFailed'));
          // Also said inside the dialog: a modal dialog hides the toast from screen readers.
          setFailure(message);
          toast({ title: t('toast.joinFailedTitle'), description: message, variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (join.isPending) return;
        setFailure(null);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          className={className}
          // Only for the person who came back from signing in to press it (issue 29).
          autoFocus={autoFocus}
          disabled={join.isPending && !open}
          aria-busy={(join.isPending && !open) || undefined}
          onClick={(e) => {
            // Nothing to choose: join at once, without the dialog.
            if (needsDialog) return;
            e.preventDefault();
            submit(athletes[0]!, false);
          }}
        >
          {join.isPending && !open ? t('joining') : t('join')}
          <span className="sr-only">{t('context', words)}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{t('joinDialog.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm font-semibold text-ink-900">{t('joinDialog.session', words)}</Dialog.Description>
          <Dialog.Close
            aria-label={t('joinDialog.close')}
            className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <JoinForm
            athletes={athletes}
            parent={parent}
            hasCard={hasCard}
            pending={join.isPending}
            failure={failure}
            onSubmit={submit}
            onCancel={() => setOpen(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface JoinFormProps {
  athletes: Person[];
  parent: boolean;
  hasCard: boolean;
  pending: boolean;
  failure: string | null;
  onSubmit: (athlete: Person, autoBook: boolean) => void;
  onCancel: () => void;
}

function JoinForm({ athletes, parent, hasCard, pending, failure, onSubmit, onCancel }: JoinFormProps) {
  const { t } = useT('waitlist');
  const [athleteId, setAthleteId] = useState<number | null>(athletes.length === 1 ? athletes[0]!.id : null);
  const [autoBook, setAutoBook] = useState(false);
  const [missing, setMissing] = useState(false);
  const athlete = athletes.find((a) => a.id === athleteId);

  const send = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!athlete);
    if (athlete) onSubmit(athlete, hasCard && autoBook);
  };

  return (
    <form noValidate onSubmit={send} className="mt-4 space-y-4">
      <p className="text-sm text-slate-700">{t('joinDialog.how', { hours: OFFER_HOURS })}</p>
      {parent &&
        (athletes.length > 1 ? (
          <Field label={t('joinDialog.athlete')} hint={t('joinDialog.athleteHint')} error={missing && !athlete ? t('joinDialog.chooseFirst') : undefined}>
            <Select
              value={athleteId === null ? undefined : String(athleteId)}
              onValueChange={(v) => setAthleteId(Number(v))}
              placeholder={t('joinDialog.choose')}
              options={athletes.map((a) => ({ value: String(a.id), label: fullName(a) }))}
            />
          </Field>
        ) : (
          athlete && <p className="text-sm font-medium text-ink-900">{t('forName', { name: fullName(athlete) })}</p>
        ))}
      {hasCard && (
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-600" checked={autoBook} onChange={(e) => setAutoBook(e.target.checked)} />
          <span>
            {parent ? t('joinDialog.autoBookOther') : t('joinDialog.autoBookSelf')}
            <span className="block text-xs text-slate-600">{t('joinDialog.autoBookNote')}</span>
          </span>
        </label>
      )}
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('joinDialog.cancel')}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('joining') : t('joinDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
