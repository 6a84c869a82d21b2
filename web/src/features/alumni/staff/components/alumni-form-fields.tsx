import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { ImageField } from '@/features/media/staff/image-field';
import { useMessage } from '@/lib/i18n/message';
import { slugify, type alumniFormSchema, type AlumniFormValues } from '../lib/alumni-form';

type Form = UseFormReturn<AlumniFormValues, unknown, z.output<typeof alumniFormSchema>>;

const TEXT_FIELDS = [
  ['currentStatus', 'alumni.form.currentStatus', 'alumni.form.currentStatusPlaceholder'],
  ['currentStatusEs', 'alumni.form.currentStatusEs', null],
  ['currentTeam', 'alumni.form.currentTeam', null],
  ['primarySport', 'alumni.form.primarySport', null],
  ['position', 'alumni.form.position', null],
  ['octaneYears', 'alumni.form.octaneYears', 'alumni.form.octaneYearsPlaceholder'],
] as const;

/** Every field of an alumni story, grouped: who, where now, the story, pictures, links. */
export function AlumniFormFields({ form, isNew, disabled }: { form: Form; isNew: boolean; disabled: boolean }) {
  const { t } = useT('staff');
  const issue = useMessage();
  const { errors } = form.formState;
  const { register } = form;
  // A new story's address follows its name until the address is typed by hand.
  const nameField = register('fullName', {
    onChange: (e: { target: { value: string } }) => isNew && !form.getFieldState('slug').isDirty && form.setValue('slug', slugify(e.target.value)),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('alumni.form.fullName')} error={issue(errors.fullName?.message)}>
          <Input maxLength={120} {...nameField} />
        </Field>
        <Field label={t('alumni.form.slug')} hint={t('alumni.form.slugHint')} error={issue(errors.slug?.message)}>
          <Input maxLength={120} {...register('slug')} />
        </Field>
        {TEXT_FIELDS.map(([name, label, placeholder]) => (
          <Field key={name} label={t(label)} error={issue(errors[name]?.message)}>
            <Input maxLength={200} placeholder={placeholder ? t(placeholder) : undefined} {...register(name)} />
          </Field>
        ))}
        <Field label={t('alumni.form.graduationYear')} error={issue(errors.graduationYear?.message)}>
          <Input type="number" inputMode="numeric" min={1950} max={2100} {...register('graduationYear')} />
        </Field>
      </div>
      {/* Each text beside its optional Spanish version (decision 066). */}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('alumni.form.achievements')} hint={t('alumni.form.achievementsHint')} error={issue(errors.achievements?.message)}>
          <Textarea rows={3} {...register('achievements')} />
        </Field>
        <Field label={t('alumni.form.achievementsEs')} hint={t('alumni.form.achievementsHint')} error={issue(errors.achievementsEs?.message)}>
          <Textarea rows={3} {...register('achievementsEs')} />
        </Field>
        <Field label={t('alumni.form.quote')} error={issue(errors.quote?.message)}>
          <Textarea rows={2} maxLength={1000} {...register('quote')} />
        </Field>
        <Field label={t('alumni.form.quoteEs')} error={issue(errors.quoteEs?.message)}>
          <Textarea rows={2} maxLength={1000} {...register('quoteEs')} />
        </Field>
        <Field label={t('alumni.form.careerHighlights')} error={issue(errors.careerHighlights?.message)}>
          <Textarea rows={3} maxLength={3000} {...register('careerHighlights')} />
        </Field>
        <Field label={t('alumni.form.careerHighlightsEs')} error={issue(errors.careerHighlightsEs?.message)}>
          <Textarea rows={3} maxLength={3000} {...register('careerHighlightsEs')} />
        </Field>
        <Field label={t('alumni.form.bio')} error={issue(errors.bio?.message)}>
          <Textarea rows={4} maxLength={5000} {...register('bio')} />
        </Field>
        <Field label={t('alumni.form.bioEs')} error={issue(errors.bioEs?.message)}>
          <Textarea rows={4} maxLength={5000} {...register('bioEs')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="youngImageUrl"
          render={({ field }) => <ImageField label={t('alumni.form.youngImage')} value={field.value} onChange={field.onChange} disabled={disabled} />}
        />
        <Controller
          control={form.control}
          name="proImageUrl"
          render={({ field }) => <ImageField label={t('alumni.form.proImage')} value={field.value} onChange={field.onChange} disabled={disabled} />}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('alumni.form.socialLinks')} hint={t('alumni.form.socialLinksHint')} error={issue(errors.socialLinks?.message)}>
          <Textarea rows={3} {...register('socialLinks')} />
        </Field>
        <Field label={t('alumni.form.accomplishments')} hint={t('alumni.form.accomplishmentsHint')} error={issue(errors.accomplishments?.message)}>
          <Textarea rows={3} {...register('accomplishments')} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="featured"
        render={({ field }) => (
          <label className="flex items-center gap-3 text-sm font-medium text-ink-900">
            <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label={t('alumni.form.featured')} />
            {t('alumni.form.featuredLabel')}
          </label>
        )}
      />
    </>
  );
}
