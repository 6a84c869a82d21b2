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

/**
 * The saved profile, or for a first profile the account's name, and the sport and position chosen in
 * profile setup (nothing public until chosen). A saved profile's own empty sport also takes setup's.
 */
export function formValuesFrom(
  profile: Profile | null | undefined,
  user: { firstName: string; lastName: string; sport?: string | null; position?: string | null },
): ProfileFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    displayName: profile?.displayName ?? `${user.firstName} ${user.lastName}`.trim(),
    slug: text(profile?.slug),
    isPublic: profile?.isPublic ?? false,
    bio: text(profile?.bio),
    primarySport: text(profile?.primarySport ?? user.sport),
    position: text(profile?.primarySport ? profile.position : (profile?.position ?? user.position)),
    teamName: text(profile?.teamName),
    graduationYear: profile?.graduationYear?.toString() ?? '',
    height: text(profile?.height),
    weight: text(profile?.weight),
    location: text(profile?.location),
    gender: text(profile?.gender),
    achievements: profile?.achievements ?? [],
  };
}
