import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sessionInputSchema } from '@common/schedule';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { AgeRangeFields } from '@/lib/staff/age-range-fields';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, useSaveAndClose } from '@/lib/staff/dialog-form';
import { useCreateSession, type SessionInput } from '../api/use-create-session';
import { ProgramField, SessionDetailFields } from './session-fields';

type Values = z.input<typeof sessionInputSchema>;

/** New one-off session: program, day, time, capacity, place, coach, an optional title and age group. */
export function SessionFormDialog({ open, onClose, defaultDate }: { open: boolean; onClose: () => void; defaultDate: string }) {
  const { t } = useT('staff');
  return (
    <FormDialog open={open} onOpenChange={(o) => !o && onClose()} title={t('schedule.form.newTitle')} description={t('schedule.form.newDescription')}>
      {open && <SessionForm defaultDate={defaultDate} close={onClose} />}
    </FormDialog>
  );
}

function SessionForm({ defaultDate, close }: { defaultDate: string; close: () => void }) {
  const form = useForm<Values, unknown, SessionInput>({
    resolver: zodResolver(sessionInputSchema),
    defaultValues: {
      programId: '',
      date: defaultDate,
      time: '',
      capacity: 12,
      location: '',
      locationEs: '',
      coachId: null,
      sessionTitle: '',
      sessionTitleEs: '',
      minAge: null,
      maxAge: null,
    },
  });
  const create = useCreateSession();
  const { t } = useT('staff');
  const issue = useMessage();
  const { errors } = form.formState;

  const submit = useSaveAndClose(form, close, async (input) => {
    await create.mutateAsync({ ...input, sessionTitle: input.sessionTitle || null });
    return t('schedule.form.created');
  });

  return (
    <DialogForm onSubmit={submit}>
      <ProgramField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('schedule.form.date')} error={issue(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label={t('schedule.form.startTime')} error={issue(errors.time?.message)}>
          <Input type="time" {...form.register('time')} />
        </Field>
        <SessionDetailFields form={form} locationPlaceholder={t('schedule.form.locationPlaceholder')} titleHint={t('schedule.form.titleHint')} />
        <AgeRangeFields form={form} hint={t('ageRange.sessionHint')} />
      </div>
      <DialogActions onCancel={close} busy={create.isPending} submitLabel={t('schedule.form.create')} />
    </DialogForm>
  );
}
