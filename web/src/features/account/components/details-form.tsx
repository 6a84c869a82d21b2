import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { accountUpdateSchema, type AuthUser } from '@common/auth';
import type { z } from 'zod';
import { serverMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { useUpdateAccount, type AccountUpdate } from '../api/use-update-account';
import { useSessionExpired } from '../hooks/use-session-expired';
import { errorStatus } from '../lib/account-errors';
import { AccountSection } from './account-section';

type DetailsValues = z.input<typeof accountUpdateSchema>;

/**
 * First name, last name and e-mail (PATCH /api/account). A new e-mail needs the current password
 * and changes only from the link sent to it (issue 16): the form says where the link went.
 */
export function DetailsForm({ user }: { user: AuthUser }) {
  const update = useUpdateAccount();
  const sessionExpired = useSessionExpired();
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
          ? { title: 'Check your new inbox', description: `We sent a link to ${saved.pendingEmail}. Your e-mail address changes when you open it.` }
          : { title: 'Profile updated', description: 'Your name and e-mail address were saved.' },
      );
    } catch (err) {
      if (sessionExpired(err)) return;
      const message = serverMessage(err, 'We could not save your details. Please try again.');
      if (errorStatus(err) === 409) form.setError('email', { message }, { shouldFocus: true });
      else if (changingEmail && errorStatus(err) === 400) form.setError('currentPassword', { message }, { shouldFocus: true });
      toast({ title: 'Update failed', description: message, variant: 'error' });
    }
  });

  return (
    <AccountSection icon={IdCard} title="Personal Details" description="Your name as coaches see it, and the e-mail you sign in with.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" maxLength={80} {...register('firstName')} />
          </Field>
          <Field label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" maxLength={80} {...register('lastName')} />
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message} hint={pendingEmail ? `Waiting for confirmation: ${pendingEmail}. Open the link we sent there.` : undefined}>
          <Input type="email" autoComplete="email" maxLength={254} {...register('email')} />
        </Field>
        {changingEmail && (
          <Field label="Current password (to change your e-mail)" error={errors.currentPassword?.message} hint="We send a link to the new address; the change happens when you open it.">
            <Input type="password" autoComplete="current-password" maxLength={200} {...register('currentPassword')} />
          </Field>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || !formState.isDirty}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
