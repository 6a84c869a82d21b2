import { ExternalLink } from 'lucide-react';
import type { Alumni } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EditRemoveButtons } from '@/ui/edit-remove-buttons';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

/** One story: photo, name, where they are now, featured flag; view, edit or remove. */
export function AlumniRow({ alumni: a, onEdit, onRemove }: { alumni: Alumni; onEdit: () => void; onRemove: () => void }) {
  const { t } = useT('staff');
  const labels = useEnumLabels();
  const [first, ...rest] = a.fullName.split(' ');
  const now = [a.currentStatus, a.currentTeam].filter(Boolean).join(' · ');
  const sport = [labels.sport(a.primarySport), labels.position(a.position), a.graduationYear && t('alumni.classOf', { year: a.graduationYear })]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      data-testid="staff-alumni"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={a.proImageUrl} firstName={first} lastName={rest.join(' ')} className="size-12" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            {a.fullName}
            {a.featured && <Badge tone="primary">{t('alumni.featured')}</Badge>}
          </p>
          {now && <p className="text-sm text-slate-700">{now}</p>}
          {sport && <p className="text-sm text-slate-600">{sport}</p>}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild size="sm" variant="ghost">
          <a href={`/alumni/${a.slug}`} target="_blank" rel="noreferrer">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('alumni.view')}
            <span className="sr-only"> {t('alumni.viewStory', { name: a.fullName })}</span>
          </a>
        </Button>
        <EditRemoveButtons name={a.fullName} editLabel={t('actions.edit')} removeLabel={t('actions.remove')} onEdit={onEdit} onRemove={onRemove} />
      </div>
    </li>
  );
}
