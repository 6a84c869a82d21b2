import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useMessage } from '@/lib/i18n/message';

interface AgeValues {
  minAge: number | null;
  maxAge: number | null;
}

/** An empty box is no limit (null); anything else is read as a number for the schema to check. */
const asAge = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * The optional age group of a program, session or series (issue 29): minimum and maximum age,
 * whole years 0-99, either left empty. The hint says what empty means where the fields are.
 */
export function AgeRangeFields<V extends FieldValues, T>({ form, hint }: { form: UseFormReturn<V, unknown, T>; hint: string }) {
  const { t } = useT('staff');
  const issue = useMessage();
  const hintId = useId();
  // The forms' value types differ in their other fields; these read only the two ages.
  const f = form as unknown as UseFormReturn<AgeValues>;
  const { errors } = f.formState;
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-ink-900">{t('ageRange.legend')}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('ageRange.min')} error={issue(errors.minAge?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={99} step={1} {...f.register('minAge', { setValueAs: asAge })} />
        </Field>
        <Field label={t('ageRange.max')} error={issue(errors.maxAge?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={99} step={1} {...f.register('maxAge', { setValueAs: asAge })} />
        </Field>
      </div>
    </fieldset>
  );
}
