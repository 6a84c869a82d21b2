import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { accountUpdateSchema, type AuthUser } from '@common/auth';
import type { z } from 'zod';
import { apiStatus, isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useUpdateAccount, type AccountUpdate } from '../api/use-update-account';
import { AccountSection } from './account-section';
import { useMessage } from '@/lib/i18n/message';

type DetailsValues = z.input<typeof accountUpdateSchema>;

/**
 * First name, last name and e-mail (PATCH /api/account). A new e-mail needs the current password
 * and changes only from the link sent to it (issue 16): the form says where the link went.
 */
export function DetailsForm({ user }: { user: AuthUser }) {
  const { t } = useT('account');
  const formMessage = useMessage();
  const update = useUpdateAccount();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<DetailsValues, unknown, AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' },
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const email = useWatch({ control, name: 'email' });
  const changingEmail = (email ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(async ({ currentPassword, ...data }) => {
    try {
      const saved = await update.mutateAsync(changingEmail ? { ...data, currentPassword } : data);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, currentPassword: '' });
      setPendingEmail(saved.pendingEmail);
      toast(
        saved.pendingEmail
          ? { title: t('details.checkInboxTitle'), description: t('details.checkInbox', { email: saved.pendingEmail }) }
          : { title: t('details.savedTitle'), description: t('details.saved') },
      );
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      const message = serverMessage(err, t('details.failed'));
      if (apiStatus(err) === 409) form.setError('email', { message }, { shouldFocus: true });
      else if (changingEmail && apiStatus(err) === 400) form.setError('currentPassword', { message }, { shouldFocus: true });
      toast({ title: t('details.failedTitle'), description: message, variant: 'error' });
    }
  });

  return (
    <AccountSection icon={IdCard} title={t('details.title')} description={t('details.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('details.firstName')} error={formMessage(errors.firstName?.message)}>
            <Input autoComplete="given-name" maxLength={80} {...register('firstName')} />
          </Field>
          <Field label={t('details.lastName')} error={formMessage(errors.lastName?.message)}>
            <Input autoComplete="family-name" maxLength={80} {...register('lastName')} />
          </Field>
        </div>
        <Field
          label={t('details.email')}
          error={formMessage(errors.email?.message)}
          hint={pendingEmail ? t('details.pending', { email: pendingEmail }) : undefined}
        >
          <Input type="email" autoComplete="email" maxLength={254} {...register('email')} />
        </Field>
        {changingEmail && (
          <Field label={t('details.currentPassword')} error={formMessage(errors.currentPassword?.message)} hint={t('details.currentPasswordHint')}>
            <Input type="password" autoComplete="current-password" maxLength={200} {...register('currentPassword')} />
          </Field>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || !formState.isDirty}>
            {update.isPending ? t('details.saving') : t('details.save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
