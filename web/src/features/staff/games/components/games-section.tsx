import { Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { PickupGame } from '@common/pickup';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { notifyError, notifySaved } from '../../lib/notify';
import { useDeleteGame } from '../api/use-delete-game';
import { usePickupGames } from '../api/use-pickup-games';
import { GameFormDialog } from './game-form-dialog';
import { GameRow } from './game-row';

/** Open play: the upcoming pickup games; create, edit, remove (while nobody has joined). */
export function GamesSection() {
  const games = usePickupGames();
  const remove = useDeleteGame();
  const [editing, setEditing] = useState<PickupGame | 'new' | null>(null);
  const [removing, setRemoving] = useState<PickupGame | null>(null);
  const list = games.data ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await remove.mutateAsync(removing.id);
      notifySaved(message);
      setRemoving(null);
    } catch (err) {
      notifyError(err, 'The game could not be removed.');
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title="Pickup Games"
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New game
          </Button>
        }
      >
        Open play games members join and pay for. A game players have joined can be edited but not removed.
      </SectionHeader>
      <QueryState query={games} what="pickup games" empty={{ when: list.length === 0, icon: Trophy, title: 'No upcoming games', text: 'Create a game to open it to members.' }}>
        <ul className="space-y-2">
          {list.map((g) => (
            <GameRow key={g.id} game={g} onEdit={() => setEditing(g)} onRemove={() => setRemoving(g)} />
          ))}
        </ul>
      </QueryState>
      <GameFormDialog game={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title="Remove this game?" confirmLabel="Remove game" busyLabel="Removing..." busy={remove.isPending} onConfirm={() => void confirmRemove()}>
        <p>{removing?.title} disappears from open play. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
