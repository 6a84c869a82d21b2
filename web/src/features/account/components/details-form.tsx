import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
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

/** First name, last name and e-mail (PATCH /api/account); a taken e-mail is shown on the field. */
export function DetailsForm({ user }: { user: AuthUser }) {
  const update = useUpdateAccount();
  const sessionExpired = useSessionExpired();
  const form = useForm<DetailsValues, unknown, AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { register, formState } = form;
  const { errors } = formState;

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const saved = await update.mutateAsync(data);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
      toast({ title: 'Profile updated', description: 'Your name and e-mail address were saved.' });
    } catch (err) {
      if (sessionExpired(err)) return;
      const message = serverMessage(err, 'We could not save your details. Please try again.');
      if (errorStatus(err) === 409) form.setError('email', { message }, { shouldFocus: true });
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
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={254} {...register('email')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || !formState.isDirty}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
