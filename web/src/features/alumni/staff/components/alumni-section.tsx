import { GraduationCap, Plus } from 'lucide-react';
import { useState } from 'react';
import type { StaffAlumni } from '@common/alumni';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { RemoveDialog } from '@/lib/staff/remove-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useStaffAlumni } from '../api/use-staff-alumni';
import { useDeleteAlumni } from '../api/use-delete-alumni';
import { AlumniFormDialog } from './alumni-form-dialog';
import { AlumniRow } from './alumni-row';

/** Alumni stories: write, edit, feature, remove. */
export function AlumniSection() {
  const { t } = useT('staff');
  const alumni = useStaffAlumni();
  const remove = useDeleteAlumni();
  const [editing, setEditing] = useState<StaffAlumni | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffAlumni | null>(null);
  const list = alumni.data ?? [];

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('sections.alumni')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('alumni.newStory')}
          </Button>
        }
      >
        {t('alumni.intro')}
      </SectionHeader>
      <QueryState query={alumni} what={t('alumni.what')} empty={{ when: list.length === 0, icon: GraduationCap, title: t('alumni.emptyTitle') }}>
        <ul className="space-y-2">
          {list.map((a) => (
            <AlumniRow key={a.id} alumni={a} onEdit={() => setEditing(a)} onRemove={() => setRemoving(a)} />
          ))}
        </ul>
      </QueryState>
      <AlumniFormDialog alumni={editing} onClose={() => setEditing(null)} />
      <RemoveDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={t('alumni.removeTitle')}
        confirmLabel={t('alumni.removeConfirm')}
        failed={t('alumni.removeFailed')}
      >
        <p>{t('alumni.removeText', { name: removing?.fullName ?? '' })}</p>
      </RemoveDialog>
    </section>
  );
}
