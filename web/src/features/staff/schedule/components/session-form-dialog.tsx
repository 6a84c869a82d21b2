import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sessionInputSchema } from '@common/staff';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { CoachSelect } from '../../components/coach-select';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { ProgramSelect } from '../../components/program-select';
import { notifyError, notifySaved } from '../../lib/notify';
import { useCreateSession, type SessionInput } from '../api/use-create-session';

type Values = z.input<typeof sessionInputSchema>;

/** New one-off session: program, day, time, capacity, place, coach and an optional title. */
export function SessionFormDialog({ open, onClose, defaultDate }: { open: boolean; onClose: () => void; defaultDate: string }) {
  return (
    <FormDialog open={open} onOpenChange={(o) => !o && onClose()} title="New session" description="A single session. For a session every week, create a weekly series.">
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
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync({ ...input, sessionTitle: input.sessionTitle || null });
      notifySaved('The session is on the schedule.');
      close();
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <Controller
        control={form.control}
        name="programId"
        render={({ field }) => (
          <Field label="Program" error={errors.programId && 'Choose a program'}>
            <ProgramSelect value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label="Start time" error={errors.time?.message}>
          <Input type="time" {...form.register('time')} />
        </Field>
        <Field label="Capacity" error={errors.capacity?.message}>
          <Input type="number" inputMode="numeric" min={1} max={500} {...form.register('capacity')} />
        </Field>
        <Field label="Location" error={errors.location?.message}>
          <Input placeholder="Field 1" {...form.register('location')} />
        </Field>
        <Controller
          control={form.control}
          name="coachId"
          render={({ field }) => (
            <Field label="Coach" error={errors.coachId?.message}>
              <CoachSelect value={field.value} onChange={field.onChange} />
            </Field>
          )}
        />
        <Field label="Title (optional)" hint="E.g. Ages 5-7" error={errors.sessionTitle?.message}>
          <Input {...form.register('sessionTitle')} />
        </Field>
      </div>
      <DialogActions onCancel={close} busy={create.isPending} submitLabel="Create session" />
    </form>
  );
}
