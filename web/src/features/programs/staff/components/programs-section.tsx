import { Dumbbell, Plus } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { useStaffPrograms, type StaffProgram } from '../api/use-staff-programs';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useNotify } from '@/lib/staff/notify';
import { useReorderPrograms } from '../api/use-reorder-programs';
import { useUpdateProgram } from '../api/use-update-program';
import { moveId } from '../lib/reorder';
import { ProgramFormDialog } from './program-form-dialog';
import { moveButtonId, ProgramRow } from './program-row';

/** The catalogue: create and edit programs, set their order, archive and restore them. */
export function ProgramsSection() {
  const { t } = useT('staff');
  const notify = useNotify();
  const programs = useStaffPrograms();
  const reorder = useReorderPrograms();
  const update = useUpdateProgram();
  const [editing, setEditing] = useState<StaffProgram | 'new' | null>(null);
  const list = programs.data ?? [];
  const active = list.filter((p) => !p.archived);
  const archived = list.filter((p) => p.archived);
  const ids = active.map((p) => p.id);

  const move = (id: number, by: -1 | 1) => {
    const next = moveId(ids, id, by);
    reorder.mutate(next, { onError: (err) => notify.error(err, t('programs.orderFailed')) });
    // Keep the keyboard on the program that moved (on the other arrow once it reaches an end).
    const at = next.indexOf(id);
    const dir = by < 0 ? (at === 0 ? 'down' : 'up') : at === next.length - 1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(moveButtonId(id, dir))?.focus());
  };

  const archive = (p: StaffProgram, archived: boolean) =>
    update.mutate(
      { id: p.id, archived },
      {
        onSuccess: () => notify.saved(archived ? t('programs.archivedToast', { name: p.name }) : t('programs.restoredToast', { name: p.name })),
        onError: (err) => notify.error(err),
      },
    );

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('sections.programs')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('programs.newProgram')}
          </Button>
        }
      >
        {t('programs.intro')}
      </SectionHeader>
      <QueryState
        query={programs}
        what={t('programs.what')}
        empty={{ when: list.length === 0, icon: Dumbbell, title: t('programs.emptyTitle'), text: t('programs.emptyText') }}
      >
        <ol className="space-y-2" aria-label={t('programs.listLabel')}>
          {active.map((p, i) => (
            <ProgramRow
              key={p.id}
              program={p}
              busy={update.isPending}
              onMove={{ up: i > 0 ? () => move(p.id, -1) : null, down: i < active.length - 1 ? () => move(p.id, 1) : null }}
              onEdit={() => setEditing(p)}
              onArchive={(a) => archive(p, a)}
            />
          ))}
        </ol>
        {archived.length > 0 && (
          <div className="mt-8">
            <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-600 uppercase">{t('programs.archived')}</h3>
            <ul className="space-y-2">
              {archived.map((p) => (
                <ProgramRow key={p.id} program={p} busy={update.isPending} onEdit={() => setEditing(p)} onArchive={(a) => archive(p, a)} />
              ))}
            </ul>
          </div>
        )}
      </QueryState>
      <ProgramFormDialog program={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
