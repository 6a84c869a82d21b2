import { GraduationCap, MapPin, Pencil, Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Profile } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { nameParts } from '../lib/display-name';
import { ShareButton } from './share-button';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

/** The banner: picture (or initials), name, sport and position, team, class and location, and sharing. */
export function ProfileHero({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const { t } = useT('profiles');
  const labels = useEnumLabels();
  const icon = 'size-4 text-brand-500';
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      {profile.bannerImageUrl && <img src={profile.bannerImageUrl} alt="" className="absolute inset-0 size-full object-cover opacity-30" />}
      <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-10 pb-10 sm:flex-row sm:items-end sm:pt-14">
        <Avatar
          src={profile.profileImageUrl}
          {...nameParts(profile.displayName)}
          className="size-28 border-4 border-white/90 text-3xl shadow-lg sm:size-36 sm:text-4xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold tracking-widest text-brand-500 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{profile.displayName}</h1>
          {(profile.primarySport || profile.position) && (
            <p className="mt-2 flex flex-wrap gap-2">
              {profile.primarySport && <span className="rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold">{labels.sport(profile.primarySport)}</span>}
              {profile.position && <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{labels.position(profile.position)}</span>}
            </p>
          )}
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-200">
            {profile.teamName && <Fact icon={<Shield className={icon} aria-hidden="true" />}>{profile.teamName}</Fact>}
            {profile.graduationYear && (
              <Fact icon={<GraduationCap className={icon} aria-hidden="true" />}>{t('hero.classOf', { year: profile.graduationYear })}</Fact>
            )}
            {profile.location && <Fact icon={<MapPin className={icon} aria-hidden="true" />}>{profile.location}</Fact>}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <ShareButton name={profile.displayName} />
          {isOwner && (
            <Button asChild variant="primary">
              <Link href="/my-public-profile">
                <Pencil className="size-4" aria-hidden="true" />
                {t('hero.edit')}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
