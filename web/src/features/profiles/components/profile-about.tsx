import { Trophy } from 'lucide-react';
import type { Profile } from '@common/profiles';
import { Card } from '@/ui/card';

/** Bio, measurements and details, and achievements: whatever the athlete filled in. */
export function ProfileAbout({ profile }: { profile: Profile }) {
  const details = [
    ['Height', profile.height],
    ['Weight', profile.weight],
    ['Graduation Year', profile.graduationYear?.toString()],
    ['Team', profile.teamName],
    ['Location', profile.location],
  ].filter((d): d is [string, string] => Boolean(d[1]));

  return (
    <div className="space-y-6">
      <Card className="p-5">
        <h2 className="text-lg font-bold">About</h2>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{profile.bio || `${profile.displayName} has not written a bio yet.`}</p>
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
          <h2 className="text-lg font-bold">Achievements</h2>
          <ul className="mt-3 space-y-2">
            {profile.achievements.map((a) => (
              <li key={a} className="flex items-start gap-2 text-sm text-slate-800">
                <Trophy className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {a}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
