import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PICKUP_FORMAT, PICKUP_SPORTS, type PickupGame } from '@common/pickup';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { notifyError, notifySaved } from '../../lib/notify';
import { useSaveGame } from '../api/use-save-game';
import { gameFormSchema, gameFormValues, SKILL_LEVELS, toGameInput, type GameFormValues } from '../lib/game-form';

const SPORT_OPTIONS = PICKUP_SPORTS.map((s) => ({ value: s, label: PICKUP_FORMAT[s] }));

/** Create ('new') or edit a pickup game; the cost is typed in dollars and saved in cents. */
export function GameFormDialog({ game, onClose }: { game: PickupGame | 'new' | null; onClose: () => void }) {
  const existing = game === 'new' ? null : game;
  return (
    <FormDialog open={game !== null} onOpenChange={(o) => !o && onClose()} title={existing ? `Edit ${existing.title}` : 'New pickup game'} wide>
      {game !== null && <GameForm key={existing?.id ?? 'new'} game={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function GameForm({ game, onClose }: { game: PickupGame | null; onClose: () => void }) {
  const form = useForm<GameFormValues, unknown, z.output<typeof gameFormSchema>>({ resolver: zodResolver(gameFormSchema), defaultValues: gameFormValues(game, format(new Date(), 'yyyy-MM-dd')) });
  const save = useSaveGame();
  const { errors } = form.formState;
  // A level typed elsewhere (the demo data, an older game) stays choosable.
  const skillOptions = [...new Set<string>([...SKILL_LEVELS, ...(game ? [game.skillLevel] : [])])].map((s) => ({ value: s, label: s }));

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: game?.id ?? null, ...toGameInput(values) });
      notifySaved(game ? `${values.title} was updated.` : `${values.title} is open for players.`);
      onClose();
    } catch (err) {
      notifyError(err);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <Field label="Title" error={errors.title?.message}>
        <Input maxLength={120} {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="sport"
          render={({ field }) => (
            <Field label="Sport" error={errors.sport?.message}>
              <Select value={field.value} onValueChange={field.onChange} options={SPORT_OPTIONS} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="skillLevel"
          render={({ field }) => (
            <Field label="Skill level" error={errors.skillLevel?.message}>
              <Select value={field.value} onValueChange={field.onChange} options={skillOptions} />
            </Field>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label="Starts" error={errors.startTime?.message}>
          <Input type="time" {...form.register('startTime')} />
        </Field>
        <Field label="Ends" error={errors.endTime?.message}>
          <Input type="time" {...form.register('endTime')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Location" error={errors.location?.message}>
          <Input placeholder="Court 1" {...form.register('location')} />
        </Field>
        <Field label="Max players" error={errors.maxPlayers?.message}>
          <Input type="number" inputMode="numeric" min={2} max={100} {...form.register('maxPlayers')} />
        </Field>
        <Field label="Cost (dollars)" hint="0 for a free game" error={errors.cost?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('cost')} />
        </Field>
      </div>
      <DialogActions onCancel={onClose} busy={save.isPending} submitLabel={game ? 'Save changes' : 'Create game'} />
    </form>
  );
}
