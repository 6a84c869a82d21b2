import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { ImageField } from '../../components/image-field';
import { slugify, type alumniFormSchema, type AlumniFormValues } from '../lib/alumni-form';

type Form = UseFormReturn<AlumniFormValues, unknown, z.output<typeof alumniFormSchema>>;

const TEXT_FIELDS = [
  ['currentStatus', 'Current status', 'E.g. NCAA Division I'],
  ['currentTeam', 'Current team', ''],
  ['primarySport', 'Primary sport', ''],
  ['position', 'Position', ''],
  ['octaneYears', 'Years at Octane', 'E.g. 2016-2021'],
] as const;

/** Every field of an alumni story, grouped: who, where now, the story, pictures, links. */
export function AlumniFormFields({ form, isNew, disabled }: { form: Form; isNew: boolean; disabled: boolean }) {
  const { errors } = form.formState;
  const { register } = form;
  // A new story's address follows its name until the address is typed by hand.
  const nameField = register('fullName', {
    onChange: (e: { target: { value: string } }) => isNew && !form.getFieldState('slug').isDirty && form.setValue('slug', slugify(e.target.value)),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input maxLength={120} {...nameField} />
        </Field>
        <Field label="Story address" hint="Lowercase letters, numbers and hyphens: /alumni/address" error={errors.slug?.message}>
          <Input maxLength={120} {...register('slug')} />
        </Field>
        {TEXT_FIELDS.map(([name, label, placeholder]) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            <Input maxLength={200} placeholder={placeholder || undefined} {...register(name)} />
          </Field>
        ))}
        <Field label="Graduation year" error={errors.graduationYear?.message}>
          <Input type="number" inputMode="numeric" min={1950} max={2100} {...register('graduationYear')} />
        </Field>
      </div>
      <Field label="Achievements" hint="One per line" error={errors.achievements?.message}>
        <Textarea rows={3} {...register('achievements')} />
      </Field>
      <Field label="Quote" error={errors.quote?.message}>
        <Textarea rows={2} maxLength={1000} {...register('quote')} />
      </Field>
      <Field label="Career highlights" error={errors.careerHighlights?.message}>
        <Textarea rows={3} maxLength={3000} {...register('careerHighlights')} />
      </Field>
      <Field label="Biography" error={errors.bio?.message}>
        <Textarea rows={4} maxLength={5000} {...register('bio')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller control={form.control} name="youngImageUrl" render={({ field }) => <ImageField label="Photo at Octane" value={field.value} onChange={field.onChange} disabled={disabled} />} />
        <Controller control={form.control} name="proImageUrl" render={({ field }) => <ImageField label="Photo today" value={field.value} onChange={field.onChange} disabled={disabled} />} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Social links" hint="One per line, as name: link (instagram: https://...)" error={errors.socialLinks?.message}>
          <Textarea rows={3} {...register('socialLinks')} />
        </Field>
        <Field label="Accomplishments" hint="One per line, as name: value (gpa: 3.7)" error={errors.accomplishments?.message}>
          <Textarea rows={3} {...register('accomplishments')} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="featured"
        render={({ field }) => (
          <label className="flex items-center gap-3 text-sm font-medium text-ink-900">
            <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label="Featured" />
            Featured on the alumni page
          </label>
        )}
      />
    </>
  );
}
