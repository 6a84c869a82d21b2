import { slugify } from '@common/profiles';

/**
 * Part 2, section 5: the slug is regenerated from the display name whenever the name changes,
 * until the athlete edits the slug by hand. A saved slug that still equals the name's slug follows
 * the name; clearing the slug field lets it follow again.
 */
export interface SlugState {
  slug: string;
  follows: boolean;
}

export function initialSlugState(savedSlug: string | null | undefined, displayName: string): SlugState {
  const fromName = slugify(displayName);
  if (!savedSlug) return { slug: fromName, follows: true };
  return { slug: savedSlug, follows: savedSlug === fromName };
}

export function nameChanged(state: SlugState, displayName: string): SlugState {
  return state.follows ? { slug: slugify(displayName), follows: true } : state;
}

export function slugEdited(value: string): SlugState {
  return { slug: value, follows: value.trim() === '' };
}

/** On leaving the field, the slug is shown as the server will store it (or left alone if nothing would remain). */
export function normaliseSlug(value: string): string {
  return slugify(value) || value;
}
