import { GraduationCap, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Alumni } from '@common/profiles';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { notifyError, notifySaved } from '../../lib/notify';
import { useAlumni } from '../api/use-alumni';
import { useDeleteAlumni } from '../api/use-delete-alumni';
import { AlumniFormDialog } from './alumni-form-dialog';
import { AlumniRow } from './alumni-row';

/** Alumni stories: write, edit, feature, remove. */
export function AlumniSection() {
  const alumni = useAlumni();
  const remove = useDeleteAlumni();
  const [editing, setEditing] = useState<Alumni | 'new' | null>(null);
  const [removing, setRemoving] = useState<Alumni | null>(null);
  const list = alumni.data ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await remove.mutateAsync(removing.id);
      notifySaved(message);
    } catch (err) {
      notifyError(err, 'The story could not be removed.');
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title="Alumni"
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New story
          </Button>
        }
      >
        The athletes who trained here and went on to play. Featured stories lead the alumni page.
      </SectionHeader>
      <QueryState query={alumni} what="alumni stories" empty={{ when: list.length === 0, icon: GraduationCap, title: 'No alumni stories yet' }}>
        <ul className="space-y-2">
          {list.map((a) => (
            <AlumniRow key={a.id} alumni={a} onEdit={() => setEditing(a)} onRemove={() => setRemoving(a)} />
          ))}
        </ul>
      </QueryState>
      <AlumniFormDialog alumni={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title="Remove this story?" confirmLabel="Remove story" busyLabel="Removing..." busy={remove.isPending} onConfirm={() => void confirmRemove()}>
        <p>{removing?.fullName}&apos;s story disappears from the alumni page. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
