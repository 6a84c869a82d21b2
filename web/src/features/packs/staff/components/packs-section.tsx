import { Plus, Tickets } from 'lucide-react';
import { useState } from 'react';
import type { StaffPack } from '@common/packs';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/lib/staff/confirm-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useNotify } from '@/lib/staff/notify';
import { useUpdatePack } from '../api/use-save-pack';
import { useStaffPacks } from '../api/use-staff-packs';
import { PackFormDialog } from './pack-form-dialog';
import { PackRow } from './pack-row';

/** Session packs: create and edit them, retire one (no longer sold) or put it back on sale. */
export function PacksSection() {
  const { t } = useT('staff');
  const notify = useNotify();
  const packs = useStaffPacks();
  const update = useUpdatePack();
  const [editing, setEditing] = useState<StaffPack | 'new' | null>(null);
  const [retiring, setRetiring] = useState<StaffPack | null>(null);
  const list = packs.data ?? [];
  // On sale first, retired ones after; the server's order within each.
  const shown = [...list.filter((p) => p.active), ...list.filter((p) => !p.active)];

  const retire = (p: StaffPack) =>
    update.mutate(
      { id: p.id, active: false },
      {
        onSuccess: () => {
          notify.saved(t('packs.retiredToast', { name: p.name }));
          setRetiring(null);
        },
        onError: (err) => notify.error(err),
      },
    );

  const restore = (p: StaffPack) =>
    update.mutate(
      { id: p.id, active: true },
      { onSuccess: () => notify.saved(t('packs.restoredToast', { name: p.name })), onError: (err) => notify.error(err) },
    );

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('sections.packs')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('packs.newPack')}
          </Button>
        }
      >
        {t('packs.intro')}
      </SectionHeader>
      <QueryState
        query={packs}
        what={t('packs.what')}
        empty={{ when: list.length === 0, icon: Tickets, title: t('packs.emptyTitle'), text: t('packs.emptyText') }}
      >
        <ul className="space-y-2" aria-label={t('packs.listLabel')}>
          {shown.map((p) => (
            <PackRow key={p.id} pack={p} busy={update.isPending} onEdit={() => setEditing(p)} onRetire={() => setRetiring(p)} onRestore={() => restore(p)} />
          ))}
        </ul>
      </QueryState>
      <PackFormDialog pack={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(o) => !o && setRetiring(null)}
        title={retiring ? t('packs.retireTitle', { name: retiring.name }) : ''}
        confirmLabel={t('packs.retireConfirm')}
        busyLabel={t('packs.retiring')}
        cancelLabel={t('packs.keepOnSale')}
        busy={update.isPending}
        onConfirm={() => retiring && retire(retiring)}
      >
        <p>{t('packs.retireText')}</p>
      </ConfirmDialog>
    </section>
  );
}
