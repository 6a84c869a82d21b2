import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { seriesInputSchema } from '@common/schedule';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { AgeRangeFields } from '@/lib/staff/age-range-fields';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, useSaveAndClose } from '@/lib/staff/dialog-form';
import { shiftDay, shiftWeek } from '@/lib/staff/weeks';
import { useCreateSeries, type SeriesInput } from '../api/use-create-series';
import { countOccurrences, describeWeekdays, weekdayOf } from '../lib/weekdays';
import { ProgramField, SessionDetailFields } from './session-fields';
import { WeekdayPicker } from './weekday-picker';

type Values = z.input<typeof seriesInputSchema>;

/** Starts tomorrow, on tomorrow's weekday, for eight weeks. */
function emptySeries(today: string): Values {
  const startDate = shiftDay(today, 1);
  const untilDate = shiftWeek(startDate, 8);
  return {
    programId: '',
    weekdays: [weekdayOf(startDate)],
    time: '',
    startDate,
    untilDate,
    capacity: 12,
    location: '',
    locationEs: '',
    coachId: null,
    sessionTitle: '',
    sessionTitleEs: '',
    minAge: null,
    maxAge: null,
  };
}

/** A weekly series, e.g. Speed & Agility ages 5-7 on Mondays and Wednesdays at 7 AM until June. */
export function SeriesFormDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  const { t } = useT('staff');
  return (
    <FormDialog open={open} onOpenChange={(o) => !o && onClose()} title={t('schedule.series.title')} description={t('schedule.series.description')} wide>
      {open && <SeriesForm today={today} close={onClose} />}
    </FormDialog>
  );
}

function SeriesForm({ today, close }: { today: string; close: () => void }) {
  const form = useForm<Values, unknown, SeriesInput>({ resolver: zodResolver(seriesInputSchema), defaultValues: emptySeries(today) });
  const create = useCreateSeries();
  const { t, language } = useT('staff');
  const issue = useMessage();
  const { errors } = form.formState;
  const [weekdays, startDate, untilDate] = useWatch({ control: form.control, name: ['weekdays', 'startDate', 'untilDate'] });
  const days = (weekdays as number[] | undefined) ?? [];
  const count = countOccurrences(days, startDate, untilDate);

  const submit = useSaveAndClose(form, close, async (input) => {
    const { created } = await create.mutateAsync({ ...input, sessionTitle: input.sessionTitle || null });
    return t('schedule.series.created', { count: created });
  });

  return (
    <DialogForm onSubmit={submit}>
      <ProgramField form={form} />
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <WeekdayPicker value={(field.value as number[] | undefined) ?? []} onChange={field.onChange} error={issue(errors.weekdays?.message)} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('schedule.form.startTime')} error={issue(errors.time?.message)}>
          <Input type="time" {...form.register('time')} />
        </Field>
        <Field label={t('schedule.series.firstDay')} error={issue(errors.startDate?.message)}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Field label={t('schedule.series.lastDay')} error={issue(errors.untilDate?.message)}>
          <Input type="date" {...form.register('untilDate')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SessionDetailFields form={form} locationPlaceholder={t('schedule.form.locationPlaceholder')} titleHint={t('schedule.form.titleHint')} />
        <AgeRangeFields form={form} hint={t('ageRange.seriesHint')} />
      </div>
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" aria-live="polite">
        {count > 0 ? t('schedule.series.preview', { days: describeWeekdays(days, language), count }) : t('schedule.series.previewEmpty')}
      </p>
      <DialogActions onCancel={close} busy={create.isPending} submitLabel={t('schedule.series.create')} />
    </DialogForm>
  );
}
