import type { LinkedAthlete } from '@common/parent';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { ageGroup, ageLabel, fullName, roleLabel } from '../lib/athlete-labels';
import { EmailLine } from './email-line';

interface AthleteOptionProps {
  athlete: LinkedAthlete;
  checked: boolean;
  onSelect: () => void;
}

/** One linked athlete as a choice of the My Athletes list: name, age, role, Minor or Adult, e-mail. */
export function AthleteOption({ athlete, checked, onSelect }: AthleteOptionProps) {
  const { t } = useT('parent');
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
      )}
    >
      <input type="radio" name="athlete-scope" className="sr-only" checked={checked} onChange={onSelect} />
      <Avatar firstName={athlete.firstName} lastName={athlete.lastName} className="mt-0.5" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-bold text-ink-900">{fullName(athlete)}</span>
          <Badge tone={athlete.isMinor ? 'warning' : 'secondary'}>{ageGroup(athlete, t)}</Badge>
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">
          {ageLabel(athlete.age, t)} · {roleLabel(athlete.role, t)}
        </span>
        {athlete.email !== null ? (
          <EmailLine email={athlete.email} as="span" />
        ) : (
          <span className="mt-0.5 block text-sm text-slate-600">{t('athlete.noLogin')}</span>
        )}
      </span>
    </label>
  );
}
