import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { positionsFor, SPORTS } from '@common/sports';
import { useEnumLabels } from '@/lib/i18n/enum-labels';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import type { SetupFormValues } from '../lib/setup-form';
import { useMessage } from '@/lib/i18n/message';

const asOptions = (list: readonly string[], labelOf: (v: string) => string) => list.map((v) => ({ value: v, label: labelOf(v) }));
/** The sports list, plus a saved sport that is no longer on it. */
const sportList = (current: string) => (current && !(SPORTS as readonly string[]).includes(current) ? [...SPORTS, current] : SPORTS);

/** Age (5 to 50), primary sport and position; the position waits for a sport and is cleared when the sport changes. */
export function BasicInfoFields({ form, disabled }: { form: UseFormReturn<SetupFormValues>; disabled?: boolean }) {
  const { control, register, setValue, formState } = form;
  const sport = useWatch({ control, name: 'sport' });
  const { t } = useT('profileSetup');
  const labels = useEnumLabels();
  const formMessage = useMessage();
  const ageError = formState.errors.age?.message;

  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <Field label={t('basicInfo.age')} error={formMessage(ageError)}>
        <Input
          type="number"
          inputMode="numeric"
          min={5}
          max={50}
          step={1}
          placeholder={t('basicInfo.agePlaceholder')}
          disabled={disabled}
          {...register('age')}
        />
      </Field>
      <Controller
        control={control}
        name="sport"
        render={({ field }) => (
          <Field label={t('basicInfo.sport')}>
            <Select
              ref={field.ref}
              value={field.value}
              placeholder={t('basicInfo.sportPlaceholder')}
              disabled={disabled}
              options={asOptions(sportList(field.value), labels.sport)}
              onValueChange={(v) => {
                if (v === field.value) return;
                field.onChange(v);
                setValue('position', '', { shouldDirty: true });
              }}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="position"
        render={({ field }) => (
          <Field label={t('basicInfo.position')} hint={sport ? undefined : t('basicInfo.positionHint')}>
            <Select
              ref={field.ref}
              value={field.value}
              placeholder={t('basicInfo.positionPlaceholder')}
              disabled={disabled || !sport}
              options={asOptions(positionsFor(sport), labels.position)}
              onValueChange={field.onChange}
            />
          </Field>
        )}
      />
    </div>
  );
}
