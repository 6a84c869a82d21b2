import { Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { StaffGame } from '@common/pickup';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { RemoveDialog } from '@/lib/staff/remove-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useDeleteGame } from '../api/use-delete-game';
import { useStaffGames } from '../api/use-staff-games';
import { GameFormDialog } from './game-form-dialog';
import { GameRow } from './game-row';

/** Open play: the upcoming pickup games; create, edit, remove (while nobody has joined). */
export function GamesSection() {
  const { t } = useT('staff');
  const games = useStaffGames();
  const remove = useDeleteGame();
  const [editing, setEditing] = useState<StaffGame | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffGame | null>(null);
  const list = games.data ?? [];

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
      <QueryState
        query={games}
        what={t('games.what')}
        empty={{ when: list.length === 0, icon: Trophy, title: t('games.emptyTitle'), text: t('games.emptyText') }}
      >
        <ul className="space-y-2">
          {list.map((g) => (
            <GameRow key={g.id} game={g} onEdit={() => setEditing(g)} onRemove={() => setRemoving(g)} />
          ))}
        </ul>
      </QueryState>
      <GameFormDialog game={editing} onClose={() => setEditing(null)} />
      <RemoveDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={t('games.removeTitle')}
        confirmLabel={t('games.removeConfirm')}
        failed={t('games.removeFailed')}
      >
        <p>{t('games.removeText', { title: removing?.title ?? '' })}</p>
      </RemoveDialog>
    </section>
  );
}
