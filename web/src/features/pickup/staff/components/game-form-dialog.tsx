import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PICKUP_SPORTS, type StaffGame } from '@common/pickup';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { DialogActions, FormDialog } from '@/lib/staff/form-dialog';
import { useMessage } from '@/lib/i18n/message';
import { DialogForm, useSaveAndClose } from '@/lib/staff/dialog-form';
import { useSaveGame } from '../api/use-save-game';
import { gameFormSchema, gameFormValues, SKILL_LEVEL_KEYS, SKILL_LEVELS, toGameInput, type GameFormValues } from '../lib/game-form';

/** Create ('new') or edit a pickup game; the cost is typed in dollars and saved in cents. */
export function GameFormDialog({ game, onClose }: { game: StaffGame | 'new' | null; onClose: () => void }) {
  const { t } = useT('staff');
  const existing = game === 'new' ? null : game;
  return (
    <FormDialog
      open={game !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? t('games.form.editTitle', { title: existing.title }) : t('games.form.newTitle')}
      wide
    >
      {game !== null && <GameForm key={existing?.id ?? 'new'} game={existing} onClose={onClose} />}
    </FormDialog>
  );
}

function GameForm({ game, onClose }: { game: StaffGame | null; onClose: () => void }) {
  const form = useForm<GameFormValues, unknown, z.output<typeof gameFormSchema>>({
    resolver: zodResolver(gameFormSchema),
    defaultValues: gameFormValues(game, format(new Date(), 'yyyy-MM-dd')),
  });
  const save = useSaveGame();
  const { t } = useT('staff');
  const issue = useMessage();
  const { errors } = form.formState;
  const sportOptions = PICKUP_SPORTS.map((s) => ({ value: s, label: t(`games.format.${s}`) }));
  // A level typed elsewhere (the demo data, an older game) stays choosable, under its own words.
  const skillOptions = [...new Set<string>([...SKILL_LEVELS, ...(game ? [game.skillLevel] : [])])].map((s) => {
    const key = SKILL_LEVEL_KEYS[s];
    return { value: s, label: key ? t(`games.skill.${key}`) : s };
  });

  const submit = useSaveAndClose(form, onClose, async (values) => {
    await save.mutateAsync({ id: game?.id ?? null, ...toGameInput(values) });
    return game ? t('games.form.updated', { title: values.title }) : t('games.form.created', { title: values.title });
  });

  return (
    <DialogForm onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('games.form.title')} error={issue(errors.title?.message)}>
          <Input maxLength={120} {...form.register('title')} />
        </Field>
        {/* The Spanish beside the English (decision 066): optional, empty shows the English. */}
        <Field label={t('spanishText.title')} error={issue(errors.titleEs?.message)}>
          <Input maxLength={120} lang="es" {...form.register('titleEs')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="sport"
          render={({ field }) => (
            <Field label={t('games.form.sport')} error={issue(errors.sport?.message)}>
              <Select value={field.value} onValueChange={field.onChange} options={sportOptions} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="skillLevel"
          render={({ field }) => (
            <Field label={t('games.form.skillLevel')} error={issue(errors.skillLevel?.message)}>
              <Select value={field.value} onValueChange={field.onChange} options={skillOptions} />
            </Field>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('games.form.date')} error={issue(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label={t('games.form.starts')} error={issue(errors.startTime?.message)}>
          <Input type="time" {...form.register('startTime')} />
        </Field>
        <Field label={t('games.form.ends')} error={issue(errors.endTime?.message)}>
          <Input type="time" {...form.register('endTime')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('games.form.location')} error={issue(errors.location?.message)}>
          <Input placeholder={t('games.form.locationPlaceholder')} {...form.register('location')} />
        </Field>
        <Field label={t('games.form.maxPlayers')} error={issue(errors.maxPlayers?.message)}>
          <Input type="number" inputMode="numeric" min={2} max={100} {...form.register('maxPlayers')} />
        </Field>
        <Field label={t('games.form.cost')} hint={t('games.form.costHint')} error={issue(errors.cost?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('cost')} />
        </Field>
      </div>
      <Field label={t('spanishText.location')} hint={t('spanishText.hint')} error={issue(errors.locationEs?.message)}>
        <Input maxLength={120} lang="es" {...form.register('locationEs')} />
      </Field>
      <DialogActions onCancel={onClose} busy={save.isPending} submitLabel={game ? t('dialog.saveChanges') : t('games.form.create')} />
    </DialogForm>
  );
}
