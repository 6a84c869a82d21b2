import type { Profile } from '@common/profiles';

/** The editor's fields as the inputs hold them (text, '' for empty); profileInputSchema turns them into the payload. */
export interface ProfileFormValues {
  displayName: string;
  slug: string;
  isPublic: boolean;
  bio: string;
  primarySport: string;
  position: string;
  teamName: string;
  graduationYear: string;
  height: string;
  weight: string;
  location: string;
  gender: string;
  achievements: string[];
}

/** The saved profile, or for a first profile the account's name (and nothing public until chosen). */
export function formValuesFrom(profile: Profile | null | undefined, user: { firstName: string; lastName: string }): ProfileFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    displayName: profile?.displayName ?? `${user.firstName} ${user.lastName}`.trim(),
    slug: text(profile?.slug),
    isPublic: profile?.isPublic ?? false,
    bio: text(profile?.bio),
    primarySport: text(profile?.primarySport),
    position: text(profile?.position),
    teamName: text(profile?.teamName),
    graduationYear: profile?.graduationYear?.toString() ?? '',
    height: text(profile?.height),
    weight: text(profile?.weight),
    location: text(profile?.location),
    gender: text(profile?.gender),
    achievements: profile?.achievements ?? [],
  };
}
