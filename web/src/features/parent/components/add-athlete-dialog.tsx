import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addAthleteSchema } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PeopleDialog } from '@/ui/people-dialog';
import { toast } from '@/ui/toast';
import { useAddAthlete, type AddAthleteInput } from '../api/use-add-athlete';
import { AddChildForm } from './add-child-form';
import { AddFormEnd } from './add-form-end';
import { useMessage } from '@/lib/i18n/message';

type Values = z.input<typeof addAthleteSchema>;
const EMPTY: Values = { email: '', firstName: '', lastName: '', age: '' };

const zod = zodResolver(addAthleteSchema);
/** An empty age box is a missing age ('Age is required'), not 0. */
const resolver: Resolver<Values, unknown, AddAthleteInput> = (values, context, options) =>
  zod({ ...values, age: values.age === '' ? undefined : values.age }, context, options);

type Mode = 'child' | 'invite';

/**
 * Part 2: the Add Athlete dialog. A child can be added with a name and a date of birth, no e-mail
 * (issue 29); an athlete with their own e-mail is invited and linked once they answer.
 */
export function AddAthleteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT('parent');
  const formMessage = useMessage();
  const [mode, setMode] = useState<Mode>('child');
  const ids = useId();
  const form = useForm<Values, unknown, AddAthleteInput>({ resolver, defaultValues: EMPTY });
  const add = useAddAthlete();
  const { errors } = form.formState;
  // Also said inside the dialog: a modal dialog hides the toast from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    setMode('child');
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await add.mutateAsync(input);
      toast({ title: t('add.addedTitle'), description: t('add.added', { name: `${input.firstName} ${input.lastName}`, email: input.email }) });
      close();
    } catch (err) {
      const message = serverMessage(err, t('add.failed'));
      setFailure(message);
      toast({ title: t('add.failedTitle'), description: message, variant: 'error' });
    }
  });

  return (
    <PeopleDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !add.isPending && close())}
      title={t('add.title')}
      description={t('add.description')}
      closeLabel={t('close')}
    >
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink-900">{t('child.howTitle')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['child', 'invite'] as const).map((m) => (
            <label
              key={m}
              className={`flex cursor-pointer gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${mode === m ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'}`}
            >
              {/* Named by its title alone; the hint is its description. */}
              <input
                type="radio"
                name="add-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                aria-labelledby={`${ids}-${m}`}
                aria-describedby={`${ids}-${m}-hint`}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span id={`${ids}-${m}`} className="block font-semibold text-ink-900">
                  {t(m === 'child' ? 'child.modeChild' : 'child.modeInvite')}
                </span>
                <span id={`${ids}-${m}-hint`} className="block text-slate-700">
                  {t(m === 'child' ? 'child.modeChildHint' : 'child.modeInviteHint')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'child' ? (
        <AddChildForm onDone={close} onCancel={close} />
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-5 space-y-4">
          <Field label={t('add.email')} error={formMessage(errors.email?.message)}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('add.firstName')} error={formMessage(errors.firstName?.message)}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </Field>
            <Field label={t('add.lastName')} error={formMessage(errors.lastName?.message)}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </Field>
          </div>
          <Field label={t('add.age')} hint={t('add.ageHint')} error={formMessage(errors.age?.message)}>
            <Input type="number" inputMode="numeric" min={5} max={18} step={1} className="sm:w-32" {...form.register('age')} />
          </Field>
          <AddFormEnd info={t('add.info')} failure={failure} pending={add.isPending} onCancel={close} submit={t('add.submit')} submitting={t('add.sending')} />
        </form>
      )}
    </PeopleDialog>
  );
}
