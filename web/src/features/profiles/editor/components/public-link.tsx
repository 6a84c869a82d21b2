import { ExternalLink, Globe, Lock } from 'lucide-react';
import type { Profile } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';

/** The saved profile's address when it is public (opens in a new tab), or a note that it is private. */
export function PublicLink({ profile }: { profile: Profile | null | undefined }) {
  const { t } = useT('profileEditor');
  if (!profile) return null;
  if (!profile.isPublic) {
    return (
      <p className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200">
        <Lock className="size-4 text-brand-500" aria-hidden="true" />
        {t('link.private')}
      </p>
    );
  }
  const path = `/profile/${profile.slug}`;
  return (
    <p className="mt-5 flex flex-wrap items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200 sm:inline-flex">
      <Globe className="size-4 text-brand-500" aria-hidden="true" />
      {t('link.public')}
      <a
        href={path}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold break-all text-white underline underline-offset-2 hover:text-brand-100"
      >
        {path}
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('link.newTab')}</span>
      </a>
    </p>
  );
}
