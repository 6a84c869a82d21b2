import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { AuthUser } from '@common/auth';
import { profileInputSchema, type Profile } from '@common/profiles';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useSaveProfile, type ProfilePayload } from '../api/use-save-profile';
import { useSlugFollow } from '../hooks/use-slug-follow';
import { formValuesFrom, type ProfileFormValues } from '../lib/profile-form';
import { slugConflict, type SlugConflict } from '../lib/slug-conflict';
import { initialSlugState } from '../lib/slug-follow';
import { AchievementsInput } from './achievements-input';
import { FormSection } from './form-section';
import { IdentityFields } from './identity-fields';
import { SportFields } from './sport-fields';

// The fields hold a narrower shape (plain text) than the schema accepts, so its resolver fits them.
const resolver = zodResolver(profileInputSchema) as Resolver<ProfileFormValues, unknown, ProfilePayload>;

function defaultsFor(profile: Profile | null, user: AuthUser) {
  const values = formValuesFrom(profile, user);
  const slug = initialSlugState(profile?.slug, values.displayName);
  return { values: { ...values, slug: slug.slug }, follows: slug.follows };
}

/** Profile Information: every field of POST /api/my-profile, checked by profileInputSchema. */
export function ProfileForm({ profile, user }: { profile: Profile | null; user: AuthUser }) {
  const { t } = useT('profileEditor');
  const [initial] = useState(() => defaultsFor(profile, user));
  const form = useForm<ProfileFormValues, unknown, ProfilePayload>({ resolver, defaultValues: initial.values });
  const slugFollow = useSlugFollow(form, initial.follows);
  const [conflict, setConflict] = useState<SlugConflict | null>(null);
  const save = useSaveProfile();

  const submit = form.handleSubmit(async (payload) => {
    setConflict(null);
    try {
      const saved = await save.mutateAsync(payload);
      form.reset(formValuesFrom(saved, user));
      slugFollow.reset(saved.slug, saved.displayName);
      toast({ title: t('form.saved'), description: saved.isPublic ? t('form.savedPublic') : t('form.savedPrivate') });
    } catch (err) {
      const taken = slugConflict(err);
      if (taken) {
        setConflict(taken);
        form.setFocus('slug');
        return;
      }
      toast({ title: t('form.saveFailed'), description: serverMessage(err, t('messages.saveFailed')), variant: 'error', duration: 5000 });
    }
  });

  const applySuggestion = (slug: string) => {
    form.setValue('slug', slug, { shouldDirty: true });
    slugFollow.onSlugChange(slug);
    void submit();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
      <FormSection title={t('form.basics')} description={t('form.basicsText')}>
        <IdentityFields form={form} slugFollow={slugFollow} conflict={conflict} onSlugEdited={() => setConflict(null)} onUseSuggestion={applySuggestion} />
      </FormSection>
      <FormSection title={t('form.details')}>
        <SportFields form={form} />
      </FormSection>
      <FormSection title={t('form.achievements')} description={t('form.achievementsText')}>
        <Controller control={form.control} name="achievements" render={({ field }) => <AchievementsInput value={field.value} onChange={field.onChange} />} />
      </FormSection>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
          <Save className="size-4" aria-hidden="true" />
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
