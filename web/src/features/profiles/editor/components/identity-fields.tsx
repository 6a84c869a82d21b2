import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { slugify } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import type { ProfilePayload } from '../api/use-save-profile';
import type { useSlugFollow } from '../hooks/use-slug-follow';
import type { ProfileFormValues } from '../lib/profile-form';
import { normaliseSlug } from '../lib/slug-follow';
import type { SlugConflict } from '../lib/slug-conflict';
import { useMessage } from '@/lib/i18n/message';

interface IdentityFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfilePayload>;
  slugFollow: ReturnType<typeof useSlugFollow>;
  conflict: SlugConflict | null;
  onSlugEdited: () => void;
  onUseSuggestion: (slug: string) => void;
}

/** Display name, the profile URL that follows it, the public switch and the bio. */
export function IdentityFields({ form, slugFollow, conflict, onSlugEdited, onUseSuggestion }: IdentityFieldsProps) {
  const { t } = useT('profileEditor');
  const formMessage = useMessage();
  const { register, formState, setValue, control } = form;
  const slug = useWatch({ control, name: 'slug' });
  const address = `${window.location.origin}/profile/${slugify(slug) || '…'}`;

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field label={t('identity.displayName')} error={formMessage(formState.errors.displayName?.message)}>
        <Input autoComplete="name" maxLength={80} {...register('displayName', { onChange: (e) => slugFollow.onNameChange(e.target.value) })} />
      </Field>
      <div className="space-y-2">
        <Field label={t('identity.slug')} error={formMessage(conflict?.message)} hint={<span className="break-all">{t('identity.address', { address })}</span>}>
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            {...register('slug', {
              onChange: (e) => {
                slugFollow.onSlugChange(e.target.value);
                onSlugEdited();
              },
              onBlur: (e) => setValue('slug', normaliseSlug(e.target.value)),
            })}
          />
        </Field>
        {conflict?.suggestion && (
          <Button variant="outline" size="sm" onClick={() => onUseSuggestion(conflict.suggestion!)}>
            {t('identity.useSuggestion', { slug: conflict.suggestion })}
          </Button>
        )}
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 md:col-span-2">
        <div>
          <label htmlFor="profile-public" className="font-semibold text-ink-900">
            {t('identity.public')}
          </label>
          <p id="profile-public-hint" className="mt-0.5 text-sm text-slate-600">
            {t('identity.publicHint')}
          </p>
        </div>
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <Switch id="profile-public" checked={field.value} onCheckedChange={field.onChange} aria-describedby="profile-public-hint" ref={field.ref} />
          )}
        />
      </div>
      <div className="md:col-span-2">
        <Field label={t('identity.bio')} hint={t('identity.bioHint')}>
          <Textarea rows={4} maxLength={2000} {...register('bio')} />
        </Field>
      </div>
    </div>
  );
}
