import { Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { PickupGame } from '@common/pickup';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/lib/staff/confirm-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useNotify } from '@/lib/staff/notify';
import { useDeleteGame } from '../api/use-delete-game';
import { usePickupGames } from '@/features/pickup/games/use-pickup-games';
import { GameFormDialog } from './game-form-dialog';
import { GameRow } from './game-row';

/** Open play: the upcoming pickup games; create, edit, remove (while nobody has joined). */
export function GamesSection() {
  const { t } = useT('staff');
  const notify = useNotify();
  const games = usePickupGames();
  const remove = useDeleteGame();
  const [editing, setEditing] = useState<PickupGame | 'new' | null>(null);
  const [removing, setRemoving] = useState<PickupGame | null>(null);
  const list = games.data ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await remove.mutateAsync(removing.id);
      notify.saved(message);
      setRemoving(null);
    } catch (err) {
      notify.error(err, t('games.removeFailed'));
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('sections.games')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('games.newGame')}
          </Button>
        }
      >
        {t('games.intro')}
      </SectionHeader>
      <QueryState query={games} what={t('games.what')} empty={{ when: list.length === 0, icon: Trophy, title: t('games.emptyTitle'), text: t('games.emptyText') }}>
        <ul className="space-y-2">
          {list.map((g) => (
            <GameRow key={g.id} game={g} onEdit={() => setEditing(g)} onRemove={() => setRemoving(g)} />
          ))}
        </ul>
      </QueryState>
      <GameFormDialog game={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title={t('games.removeTitle')} confirmLabel={t('games.removeConfirm')} busyLabel={t('dialog.removing')} busy={remove.isPending} onConfirm={() => void confirmRemove()}>
        <p>{t('games.removeText', { title: removing?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
