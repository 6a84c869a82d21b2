import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { seriesInputSchema } from '@common/staff';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { CoachSelect } from '../../components/coach-select';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { ProgramSelect } from '../../components/program-select';
import { notifyError, notifySaved } from '../../lib/notify';
import { shiftDay, shiftWeek } from '../../lib/weeks';
import { useCreateSeries, type SeriesInput } from '../api/use-create-series';
import { countOccurrences, describeWeekdays, weekdayOf } from '../lib/weekdays';
import { WeekdayPicker } from './weekday-picker';

type Values = z.input<typeof seriesInputSchema>;

/** Starts tomorrow, on tomorrow's weekday, for eight weeks. */
function emptySeries(today: string): Values {
  const startDate = shiftDay(today, 1);
  const untilDate = shiftWeek(startDate, 8);
  return { programId: '', weekdays: [weekdayOf(startDate)], time: '', startDate, untilDate, capacity: 12, location: '', coachId: null, sessionTitle: '' };
}

/** A weekly series, e.g. Speed & Agility ages 5-7 on Mondays and Wednesdays at 7 AM until June. */
export function SeriesFormDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  return (
    <FormDialog open={open} onOpenChange={(o) => !o && onClose()} title="New weekly series" description="Sessions on the chosen days every week, from the first day until the last." wide>
      {open && <SeriesForm today={today} close={onClose} />}
    </FormDialog>
  );
}

function SeriesForm({ today, close }: { today: string; close: () => void }) {
  const form = useForm<Values, unknown, SeriesInput>({ resolver: zodResolver(seriesInputSchema), defaultValues: emptySeries(today) });
  const create = useCreateSeries();
  const { errors } = form.formState;
  const [weekdays, startDate, untilDate] = useWatch({ control: form.control, name: ['weekdays', 'startDate', 'untilDate'] });
  const days = (weekdays as number[] | undefined) ?? [];
  const count = countOccurrences(days, startDate, untilDate);

  const submit = form.handleSubmit(async (input) => {
    try {
      const { created } = await create.mutateAsync({ ...input, sessionTitle: input.sessionTitle || null });
      notifySaved(`${created} session${created === 1 ? '' : 's'} added to the schedule.`);
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
      <Controller control={form.control} name="weekdays" render={({ field }) => <WeekdayPicker value={(field.value as number[] | undefined) ?? []} onChange={field.onChange} error={errors.weekdays?.message} />} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Start time" error={errors.time?.message}>
          <Input type="time" {...form.register('time')} />
        </Field>
        <Field label="First day" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Field label="Last day" error={errors.untilDate?.message}>
          <Input type="date" {...form.register('untilDate')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
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
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" aria-live="polite">
        {count > 0 ? `${describeWeekdays(days)}: ${count} session${count === 1 ? '' : 's'} (dates already past are skipped).` : 'Choose the days and the dates to see how many sessions this creates.'}
      </p>
      <DialogActions onCancel={close} busy={create.isPending} submitLabel="Create series" />
    </form>
  );
}
