import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addChildSchema, type AddChildInput } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useAddChild } from '../api/use-add-child';
import { AddFormEnd } from './add-form-end';
import { useMessage } from '@/lib/i18n/message';

type Values = z.input<typeof addChildSchema>;
const EMPTY: Values = { firstName: '', lastName: '', dateOfBirth: '' };

/** A child with a name and a date of birth, no e-mail (issue 29): linked at once, the parent does everything for them. */
export function AddChildForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useT('parent');
  const formMessage = useMessage();
  const form = useForm<Values, unknown, AddChildInput>({ resolver: zodResolver(addChildSchema), defaultValues: EMPTY });
  const add = useAddChild();
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await add.mutateAsync(input);
      toast({ title: t('child.addedTitle'), description: t('child.added', { name: `${input.firstName} ${input.lastName}` }) });
      form.reset(EMPTY);
      onDone();
    } catch (err) {
      const message = serverMessage(err, t('add.failed'));
      setFailure(message);
      toast({ title: t('add.failedTitle'), description: message, variant: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-5 space-y-4" aria-label={t('child.form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('add.firstName')} error={formMessage(errors.firstName?.message)}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </Field>
        <Field label={t('add.lastName')} error={formMessage(errors.lastName?.message)}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={t('child.dateOfBirth')} hint={t('child.dateOfBirthHint')} error={formMessage(errors.dateOfBirth?.message)}>
        <Input type="date" className="sm:w-48" max={new Date().toISOString().slice(0, 10)} {...form.register('dateOfBirth')} />
      </Field>
      <AddFormEnd
        info={t('child.info')}
        failure={failure}
        pending={add.isPending}
        onCancel={onCancel}
        submit={t('child.submit')}
        submitting={t('child.adding')}
      />
    </form>
  );
}
