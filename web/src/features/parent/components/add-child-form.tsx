import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addChildSchema, type AddChildInput } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { useAddChild } from '../api/use-add-child';
import { addAthleteError } from '../lib/add-athlete-errors';

type Values = z.input<typeof addChildSchema>;
const EMPTY: Values = { firstName: '', lastName: '', dateOfBirth: '' };

/** A child with a name and a date of birth, no e-mail (issue 29): linked at once, the parent does everything for them. */
export function AddChildForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useT('parent');
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
        <Field label={t('add.firstName')} error={addAthleteError(errors.firstName?.message, t)}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </Field>
        <Field label={t('add.lastName')} error={addAthleteError(errors.lastName?.message, t)}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={t('child.dateOfBirth')} hint={t('child.dateOfBirthHint')} error={addAthleteError(errors.dateOfBirth?.message, t)}>
        <Input type="date" className="sm:w-48" max={new Date().toISOString().slice(0, 10)} {...form.register('dateOfBirth')} />
      </Field>
      <p className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t('child.info')}</span>
      </p>
      {failure && (
        <Alert>
          <p className="font-semibold">{t('add.failedTitle')}</p>
          <p className="mt-0.5">{failure}</p>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={add.isPending}>
          {t('add.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('child.adding') : t('child.submit')}
        </Button>
      </div>
    </form>
  );
}
