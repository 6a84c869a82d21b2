import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiStatus, isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useChangePassword } from '../api/use-change-password';
import { EMPTY_PASSWORD_FORM, passwordFormSchema, type PasswordFormValues } from '../lib/password-form';
import { AccountSection } from './account-section';
import { useMessage } from '@/lib/i18n/message';

/** Change password (POST /api/account/password): the server's 400 messages show inline; other devices are signed out. */
export function PasswordForm() {
  const { t } = useT('account');
  const formMessage = useMessage();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY_PASSWORD_FORM });
  const { register, formState } = form;
  const { errors } = formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY_PASSWORD_FORM);
      setOutcome({ tone: 'success', text: message });
      toast({ title: t('password.changedTitle'), description: message });
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      const message = serverMessage(err, t('password.failed'));
      setOutcome({ tone: 'error', text: message });
      if (apiStatus(err) !== 400) toast({ title: t('password.failedTitle'), description: message, variant: 'error' });
    }
  });

  return (
    <AccountSection icon={KeyRound} title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Field label={t('password.current')} error={formMessage(errors.currentPassword?.message)}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('password.new')} hint={t('password.hint')} error={formMessage(errors.newPassword?.message)}>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label={t('password.confirm')} error={formMessage(errors.confirmPassword?.message)}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('password.busy') : t('password.title')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
