import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import type { ProfilePayload } from '../api/use-save-profile';
import { genderChoices, positionAfterSportChange, positionChoices, sportChoices } from '../lib/choices';
import type { ProfileFormValues } from '../lib/profile-form';

const NONE = 'none';
const asOptions = (list: string[], noneLabel?: string) => [
  ...(noneLabel ? [{ value: NONE, label: noneLabel }] : []),
  ...list.map((v) => ({ value: v, label: v })),
];

/** Sport and position (positions by sport), team, graduation year, height, weight, location and gender. */
export function SportFields({ form }: { form: UseFormReturn<ProfileFormValues, unknown, ProfilePayload> }) {
  const { register, control, setValue, getValues } = form;
  const sport = useWatch({ control, name: 'primarySport' });
  const position = useWatch({ control, name: 'position' });

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Controller
        control={control}
        name="primarySport"
        render={({ field }) => (
          <Field label="Primary Sport">
            <Select
              ref={field.ref}
              value={field.value}
              placeholder="Choose your sport"
              options={asOptions(sportChoices(field.value))}
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
          <Field label="Position">
            <Select
              ref={field.ref}
              value={field.value}
              placeholder="Choose your position"
              options={asOptions(positionChoices(sport, position))}
              onValueChange={field.onChange}
            />
          </Field>
        )}
      />
      <Field label="Team Name">
        <Input autoComplete="off" maxLength={120} {...register('teamName')} />
      </Field>
      <Field label="Graduation Year">
        <Input type="number" inputMode="numeric" min={1950} max={2100} placeholder="e.g. 2028" {...register('graduationYear')} />
      </Field>
      <Field label="Height" hint={`e.g. 5'10" or 178 cm`}>
        <Input autoComplete="off" maxLength={20} {...register('height')} />
      </Field>
      <Field label="Weight" hint="e.g. 150 lb or 68 kg">
        <Input autoComplete="off" maxLength={20} {...register('weight')} />
      </Field>
      <Field label="Location" hint="City and state, e.g. Charlotte, NC">
        <Input autoComplete="address-level2" maxLength={120} {...register('location')} />
      </Field>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <Field label="Gender">
            <Select
              ref={field.ref}
              value={field.value}
              placeholder="Prefer not to say"
              options={asOptions(genderChoices(field.value), 'Prefer not to say')}
              onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
            />
          </Field>
        )}
      />
    </div>
  );
}
