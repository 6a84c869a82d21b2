import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountSchema, type DeleteAccountInput } from '@common/account-data';
import { apiStatus, isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { useDeleteAccount } from '../api/use-delete-account';
import { useDeletionPreview } from '../api/use-deletion-preview';
import { DeletionLosses } from './deletion-losses';
import { LoadFailed } from '@/ui/load-failed';
import { useMessage } from '@/lib/i18n/message';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Says what deleting the account takes (issue 29: the sessions to cancel first, credits, waitlist
 * places, the plan, pickup places, as the deletion treats them) and what goes and what stays, then
 * asks for the current password; not while something must be settled first. On success the
 * browser's cached data is dropped and the home page opens signed out.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useT('account');
  const formMessage = useMessage();
  const remove = useDeleteAccount();
  const preview = useDeletionPreview(open);
  const title = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  const { errors } = form.formState;
  const busy = remove.isPending || leaving;
  // The password is asked for once the losses are listed, and only when nothing must be settled first.
  const ready = preview.isSuccess && preview.data.blockers.length === 0;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset({ password: '' });
      setFailure(null);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ password });
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      const message = serverMessage(err, t('delete.failed'));
      if (apiStatus(err) === 400) form.setError('password', { message }, { shouldFocus: true });
      else setFailure(message);
      // A refusal (409) means something changed since the list was read: read it again.
      if (apiStatus(err) === 409) void preview.refetch();
      return;
    }
    setLeaving(true);
    queryClient.clear();
    window.location.assign('/');
  });

  return (
    <AlertDialog.Root open={open} onOpenChange={close}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          onOpenAutoFocus={(e) => {
            // The top of the dialog, so the list of losses is read before the password is asked for.
            e.preventDefault();
            title.current?.focus();
          }}
        >
          <AlertDialog.Title ref={title} tabIndex={-1} className="text-lg font-bold text-ink-900 focus:outline-none">
            {t('delete.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{t('delete.warning')}</AlertDialog.Description>
          <div className="mt-3 space-y-3 text-sm text-slate-700">
            {preview.isPending ? (
              <Spinner label={t('delete.loading')} />
            ) : preview.isError ? (
              <LoadFailed message={t('delete.loadFailed')} retry={t('tryAgain')} onRetry={() => void preview.refetch()} />
            ) : (
              <DeletionLosses preview={preview.data} onLeave={() => close(false)} />
            )}
            <div>
              <p className="font-semibold text-ink-900">{t('delete.deletedHeading')}</p>
              <p>{t('delete.deleted')}</p>
            </div>
            <div>
              <p className="font-semibold text-ink-900">{t('delete.keptHeading')}</p>
              <p>{t('delete.kept')}</p>
            </div>
            <p>{t('delete.copyFirst')}</p>
          </div>
          {ready ? (
            <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
              {failure && <Alert>{failure}</Alert>}
              <Field label={t('delete.password')} error={formMessage(errors.password?.message)}>
                <Input type="password" autoComplete="current-password" {...form.register('password')} />
              </Field>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline" disabled={busy}>
                    {t('delete.keep')}
                  </Button>
                </AlertDialog.Cancel>
                <Button type="submit" variant="danger" disabled={busy}>
                  {busy ? t('delete.busy') : t('delete.confirm')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="mt-5 flex justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t('delete.keep')}</Button>
              </AlertDialog.Cancel>
            </div>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
