import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_PRIORITY_DAYS, MAX_WINDOW_DAYS } from '@common/booking-window';
import { PROGRAM_TYPES, programCreateSchema } from '@common/programs';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import type { StaffProgram } from '../api/use-staff-programs';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { ImageField } from '@/features/media/staff/image-field';
import { AgeRangeFields } from '@/lib/staff/age-range-fields';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, STAY_OPEN, useSaveAndClose } from '@/lib/staff/dialog-form';
import { OutsideRangeNotice, outsideRangeOf } from '@/lib/staff/outside-range';
import type { OutsideBooking } from '@common/age-groups';
import { useCreateProgram, type ProgramInput } from '../api/use-create-program';
import { useUpdateProgram } from '../api/use-update-program';

type Values = z.input<typeof programCreateSchema>;

const valuesOf = (p: StaffProgram | null): Values =>
  p
    ? {
        name: p.name,
        type: p.type,
        description: p.description,
        nameEs: p.nameEs ?? '',
        descriptionEs: p.descriptionEs ?? '',
        price: p.price,
        duration: p.duration,
        imageUrl: p.imageUrl,
        minAge: p.ageGroup?.minAge ?? null,
        maxAge: p.ageGroup?.maxAge ?? null,
        bookingOpensDays: p.bookingOpensDays,
        priorityDays: p.priorityDays,
      }
    : {
        name: '',
        type: 'BASKETBALL',
        description: '',
        nameEs: '',
        descriptionEs: '',
        price: '',
        duration: 60,
        imageUrl: null,
        minAge: null,
        maxAge: null,
        bookingOpensDays: null,
        priorityDays: DEFAULT_PRIORITY_DAYS,
      };

/** An empty box is no window (null); anything else is read as a number for the schema to check. */
const asDays = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Create a program ('new') or edit one: name, sport, description, price in dollars, minutes, age group, booking window (decision 056), image. */
export function ProgramFormDialog({ program, onClose }: { program: StaffProgram | 'new' | null; onClose: () => void }) {
  const { t } = useT('staff');
  const existing = program === 'new' ? null : program;
  return (
    <FormDialog
      open={program !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? t('programs.form.editTitle', { name: existing.name }) : t('programs.form.newTitle')}
      wide
    >
      {program !== null && <ProgramForm key={existing?.id ?? 'new'} program={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function ProgramForm({ program, onClose }: { program: StaffProgram | null; onClose: () => void }) {
  const form = useForm<Values, unknown, ProgramInput>({ resolver: zodResolver(programCreateSchema), defaultValues: valuesOf(program) });
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const { t } = useT('staff');
  const issue = useMessage();
  const typeOptions = PROGRAM_TYPES.map((type) => ({ value: type, label: t(`sport.${type}`) }));
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;
  const windowHint = useId();

  // Athletes already booked that a new age group leaves out: shown, then saved on a second click (decision 042).
  // The list holds for the range it was asked about; another range asks again.
  const range = JSON.stringify(useWatch({ control: form.control, name: ['minAge', 'maxAge'] }));
  const [asked, setAsked] = useState<{ range: string; outside: OutsideBooking[] } | null>(null);
  const outside = asked?.range === range ? asked.outside : null;

  const submit = useSaveAndClose(form, onClose, async (input) => {
    const body = { ...input, imageUrl: input.imageUrl || null };
    if (!program) return t('programs.form.created', { name: (await create.mutateAsync(body)).name });
    try {
      const saved = await update.mutateAsync({ id: program.id, ...body, ...(outside ? { confirmOutsideRange: true } : {}) });
      const updated = t('programs.form.updated', { name: saved.name });
      return saved.outsideRange.length ? `${updated} ${t('ageRange.outside.saved', { count: saved.outsideRange.length })}` : updated;
    } catch (err) {
      const list = outsideRangeOf(err);
      if (!list) throw err;
      setAsked({ range, outside: list });
      return STAY_OPEN;
    }
  });

  return (
    <DialogForm onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('programs.form.name')} error={issue(errors.name?.message)}>
          <Input maxLength={120} {...form.register('name')} />
        </Field>
        {/* The Spanish beside the English (decision 066): optional, empty shows the English. */}
        <Field label={t('spanishText.name')} error={issue(errors.nameEs?.message)}>
          <Input maxLength={120} lang="es" {...form.register('nameEs')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Field label={t('programs.form.sport')} error={issue(errors.type?.message)}>
              <Select value={field.value} onValueChange={field.onChange} options={typeOptions} />
            </Field>
          )}
        />
      </div>
      <Field label={t('programs.form.description')} error={issue(errors.description?.message)}>
        <Textarea rows={4} maxLength={2000} {...form.register('description')} />
      </Field>
      <Field label={t('spanishText.description')} hint={t('spanishText.hint')} error={issue(errors.descriptionEs?.message)}>
        <Textarea rows={3} maxLength={2000} lang="es" {...form.register('descriptionEs')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('programs.form.price')} hint={t('programs.form.priceHint')} error={issue(errors.price?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('price')} />
        </Field>
        <Field label={t('programs.form.length')} error={issue(errors.duration?.message)}>
          <Input type="number" inputMode="numeric" min={15} max={600} step={5} {...form.register('duration')} />
        </Field>
      </div>
      <AgeRangeFields form={form} hint={t('ageRange.programHint')} />
      <fieldset className="space-y-2" aria-describedby={windowHint}>
        <legend className="text-sm font-semibold text-ink-900">{t('programs.form.window')}</legend>
        <p id={windowHint} className="text-xs text-slate-600">
          {t('programs.form.windowHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('programs.form.opensDays')} hint={t('programs.form.opensDaysHint')} error={issue(errors.bookingOpensDays?.message)}>
            <Input type="number" inputMode="numeric" min={0} max={MAX_WINDOW_DAYS} step={1} {...form.register('bookingOpensDays', { setValueAs: asDays })} />
          </Field>
          <Field label={t('programs.form.priorityDays')} hint={t('programs.form.priorityDaysHint')} error={issue(errors.priorityDays?.message)}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_WINDOW_DAYS}
              step={1}
              {...form.register('priorityDays', { setValueAs: (v: unknown) => asDays(v) ?? DEFAULT_PRIORITY_DAYS })}
            />
          </Field>
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => <ImageField label={t('programs.form.image')} value={field.value} onChange={field.onChange} disabled={busy} />}
      />
      {outside && <OutsideRangeNotice outside={outside} />}
      <DialogActions
        onCancel={onClose}
        busy={busy}
        submitLabel={outside ? t('ageRange.outside.confirm') : program ? t('dialog.saveChanges') : t('programs.form.create')}
      />
    </DialogForm>
  );
}
