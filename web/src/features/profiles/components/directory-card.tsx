import { Image, MapPin, Shield, Video } from 'lucide-react';
import { Link } from 'wouter';
import type { DirectoryEntry } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { nameParts, sportLine } from '../lib/display-name';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

/** One athlete in the directory; the whole card links to /profile/{slug}. */
export function DirectoryCard({ profile }: { profile: DirectoryEntry }) {
  const { t } = useT('profiles');
  const labels = useEnumLabels();
  const sport = sportLine(labels.sport(profile.primarySport), labels.position(profile.position));
  return (
    <li>
      <Link
        href={`/profile/${profile.slug}`}
        className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="flex items-center gap-4">
          <Avatar src={profile.profileImageUrl} {...nameParts(profile.displayName)} className="size-16 text-lg" />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold text-ink-900 group-hover:text-brand-700">{profile.displayName}</h2>
            {sport && <p className="text-sm font-semibold text-brand-700">{sport}</p>}
          </div>
        </div>
        <dl className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
          {profile.teamName && (
            <div className="flex items-center gap-2">
              <dt>
                <Shield className="size-4 text-slate-500" aria-hidden="true" />
                <span className="sr-only">{t('card.team')}</span>
              </dt>
              <dd className="truncate">{profile.teamName}</dd>
            </div>
          )}
          {profile.location && (
            <div className="flex items-center gap-2">
              <dt>
                <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                <span className="sr-only">{t('card.location')}</span>
              </dt>
              <dd className="truncate">{profile.location}</dd>
            </div>
          )}
        </dl>
        <p className="mt-4 flex gap-4 border-t border-slate-100 pt-3 text-sm font-medium text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <Video className="size-4 text-slate-500" aria-hidden="true" />
            {t('card.videos', { count: profile.videoCount })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Image className="size-4 text-slate-500" aria-hidden="true" />
            {t('card.images', { count: profile.imageCount })}
          </span>
        </p>
      </Link>
    </li>
  );
}
