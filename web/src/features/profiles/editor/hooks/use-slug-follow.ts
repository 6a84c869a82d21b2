import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfilePayload } from '../api/use-save-profile';
import type { ProfileFormValues } from '../lib/profile-form';
import { initialSlugState, nameChanged, slugEdited } from '../lib/slug-follow';

type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfilePayload>;

/** Wires the slug rule of lib/slug-follow into the form: the slug follows the name until edited by hand. */
export function useSlugFollow(form: ProfileForm, initialFollows: boolean) {
  const follows = useRef(initialFollows);
  return {
    onNameChange(name: string) {
      const next = nameChanged({ slug: form.getValues('slug'), follows: follows.current }, name);
      if (next.follows) form.setValue('slug', next.slug, { shouldDirty: true });
    },
    onSlugChange(value: string) {
      follows.current = slugEdited(value).follows;
    },
    /** After a save, or when a suggested slug is taken: follow only if the slug is the name's. */
    reset(slug: string, displayName: string) {
      follows.current = initialSlugState(slug, displayName).follows;
    },
  };
}
