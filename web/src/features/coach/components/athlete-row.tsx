import { ChartLine, Mail } from 'lucide-react';
import type { CoachAthlete } from '@common/coach';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useCoachT } from '../hooks/use-coach-t';
import { formatDate } from '../lib/dates';

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.at(-1) ?? '' };
};

/** Name, e-mail, join date, Active and View Progress. */
export function AthleteRow({ athlete: a, onViewProgress }: { athlete: CoachAthlete; onViewProgress: () => void }) {
  const { t, language } = useCoachT();
  const { first, last } = splitName(a.name);
  return (
    <article className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:p-5" aria-label={a.name} data-testid="coach-athlete">
      <Avatar src={a.profileImage} firstName={first} lastName={last} className="size-11" />
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-2 font-bold text-ink-900">
          {a.name}
          <Badge tone="success">{t('athletes.active')}</Badge>
        </h3>
        <a href={`mailto:${a.email}`} className="flex items-center gap-1.5 text-sm break-all text-slate-700 hover:text-brand-700 hover:underline">
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          {a.email}
        </a>
        <p className="text-xs text-slate-600">
          <time dateTime={a.joinDate}>{t('athletes.joined', { date: formatDate(a.joinDate, language) })}</time>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onViewProgress} className="w-full sm:w-auto" aria-label={t('athletes.viewProgressOf', { name: a.name })}>
        <ChartLine className="size-4" aria-hidden="true" />
        {t('athletes.viewProgress')}
      </Button>
    </article>
  );
}
