import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { GENDERS } from '@/lib/genders';
import { useEnumLabels } from '@/lib/i18n/enum-labels';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import type { ProfilePayload } from '../api/use-save-profile';
import { genderChoices, positionAfterSportChange, positionChoices, sportChoices } from '../lib/choices';
import type { ProfileFormValues } from '../lib/profile-form';
import { useMessage } from '@/lib/i18n/message';

const NONE = 'none';
const asOptions = (list: string[], noneLabel?: string, labelOf: (v: string) => string = (v) => v) => [
  ...(noneLabel ? [{ value: NONE, label: noneLabel }] : []),
  ...list.map((v) => ({ value: v, label: labelOf(v) })),
];
const isGender = (v: string): v is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(v);

/** Sport and position (positions by sport), team, graduation year, height, weight, location and gender. */
export function SportFields({ form }: { form: UseFormReturn<ProfileFormValues, unknown, ProfilePayload> }) {
  const { t } = useT('profileEditor');
  const formMessage = useMessage();
  const labels = useEnumLabels();
  const { register, control, setValue, getValues, formState } = form;
  const sport = useWatch({ control, name: 'primarySport' });
  const position = useWatch({ control, name: 'position' });

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Controller
        control={control}
        name="primarySport"
        render={({ field }) => (
          <Field label={t('details.sport')}>
            <Select
              ref={field.ref}
              value={field.value}
              placeholder={t('details.chooseSport')}
              options={asOptions(sportChoices(field.value), undefined, labels.sport)}
              onValueChange={(v) => {
                field.onChange(v);
                setValue('position', positionAfterSportChange(v, getValues('position')), { shouldDirty: true });
              }}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="position"
        render={({ field }) => (
          <Field label={t('details.position')}>
            <Select
              ref={field.ref}
              value={field.value}
              placeholder={t('details.choosePosition')}
              options={asOptions(positionChoices(sport, position), undefined, labels.position)}
              onValueChange={field.onChange}
            />
          </Field>
        )}
      />
      <Field label={t('details.team')}>
        <Input autoComplete="off" maxLength={120} {...register('teamName')} />
      </Field>
      <Field label={t('details.graduationYear')} error={formMessage(formState.errors.graduationYear?.message)}>
        <Input type="number" inputMode="numeric" min={1950} max={2100} placeholder={t('details.graduationYearExample')} {...register('graduationYear')} />
      </Field>
      <Field label={t('details.height')} hint={t('details.heightHint')}>
        <Input autoComplete="off" maxLength={20} {...register('height')} />
      </Field>
      <Field label={t('details.weight')} hint={t('details.weightHint')}>
        <Input autoComplete="off" maxLength={20} {...register('weight')} />
      </Field>
      <Field label={t('details.location')} hint={t('details.locationHint')}>
        <Input autoComplete="address-level2" maxLength={120} {...register('location')} />
      </Field>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <Field label={t('details.gender')}>
            <Select
              ref={field.ref}
              value={field.value}
              placeholder={t('details.noGender')}
              options={asOptions(genderChoices(field.value), t('details.noGender'), (g) => (isGender(g) ? t(`genders.${g}`) : g))}
              onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
            />
          </Field>
        )}
      />
    </div>
  );
}
