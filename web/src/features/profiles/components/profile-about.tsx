import { Trophy } from 'lucide-react';
import type { Profile } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { IconList } from '@/ui/icon-list';

/** Bio, measurements and details, and achievements: whatever the athlete filled in. */
export function ProfileAbout({ profile }: { profile: Profile }) {
  const { t } = useT('profiles');
  const details = [
    [t('about.height'), profile.height],
    [t('about.weight'), profile.weight],
    [t('about.graduationYear'), profile.graduationYear?.toString()],
    [t('about.team'), profile.teamName],
    [t('about.location'), profile.location],
  ].filter((d): d is [string, string] => Boolean(d[1]));

  return (
    <div className="space-y-6">
      <Card className="p-5">
        <h2 className="text-lg font-bold">{t('about.heading')}</h2>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{profile.bio || t('about.noBio', { name: profile.displayName })}</p>
        {details.length > 0 && (
          <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
                <dd className="mt-0.5 font-medium break-words text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      {profile.achievements.length > 0 && (
        <Card className="p-5">
          <h2 className="text-lg font-bold">{t('about.achievements')}</h2>
          <IconList
            items={profile.achievements}
            icon={Trophy}
            className="mt-3 space-y-2"
            itemClassName="flex items-start gap-2 text-sm text-slate-800"
            iconClassName="mt-0.5 size-4 shrink-0 text-brand-600"
          />
        </Card>
      )}
    </div>
  );
}
