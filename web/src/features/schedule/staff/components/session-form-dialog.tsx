import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sessionInputSchema } from '@common/staff';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { CoachSelect } from '@/features/coach/staff/components/coach-select';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { ProgramSelect } from '@/features/programs/staff/components/program-select';
import { useIssue } from '@/lib/staff/issue';
import { useNotify } from '@/lib/staff/notify';
import { useCreateSession, type SessionInput } from '../api/use-create-session';

type Values = z.input<typeof sessionInputSchema>;

/** New one-off session: program, day, time, capacity, place, coach and an optional title. */
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
    defaultValues: { programId: '', date: defaultDate, time: '', capacity: 12, location: '', coachId: null, sessionTitle: '' },
  });
  const create = useCreateSession();
  const { t } = useT('staff');
  const notify = useNotify();
  const issue = useIssue();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync({ ...input, sessionTitle: input.sessionTitle || null });
      notify.saved(t('schedule.form.created'));
      close();
    } catch (err) {
      notify.error(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <Controller
        control={form.control}
        name="programId"
        render={({ field }) => (
          <Field label={t('schedule.form.program')} error={errors.programId && t('chooseProgram')}>
            <ProgramSelect value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('schedule.form.date')} error={issue(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label={t('schedule.form.startTime')} error={issue(errors.time?.message)}>
          <Input type="time" {...form.register('time')} />
        </Field>
        <Field label={t('schedule.form.capacity')} error={issue(errors.capacity?.message)}>
          <Input type="number" inputMode="numeric" min={1} max={500} {...form.register('capacity')} />
        </Field>
        <Field label={t('schedule.form.location')} error={issue(errors.location?.message)}>
          <Input placeholder={t('schedule.form.locationPlaceholder')} {...form.register('location')} />
        </Field>
        <Controller
          control={form.control}
          name="coachId"
          render={({ field }) => (
            <Field label={t('schedule.form.coach')} error={issue(errors.coachId?.message)}>
              <CoachSelect value={field.value} onChange={field.onChange} />
            </Field>
          )}
        />
        <Field label={t('schedule.form.title')} hint={t('schedule.form.titleHint')} error={issue(errors.sessionTitle?.message)}>
          <Input {...form.register('sessionTitle')} />
        </Field>
      </div>
      <DialogActions onCancel={close} busy={create.isPending} submitLabel={t('schedule.form.create')} />
    </form>
  );
}
