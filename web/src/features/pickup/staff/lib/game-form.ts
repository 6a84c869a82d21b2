import { SKILL_LEVELS } from '@common/pickup';
import { z } from 'zod';
import { gameInputSchema } from '@common/pickup';
import type { StaffGame } from '@common/pickup';
import { centsToDollars, dollarsToCents } from '@/lib/staff/money';
import { msg } from '@common/messages/index';

/** The form asks for the cost in dollars; the API takes cents. */
export const gameFormSchema = gameInputSchema.extend({
  cost: z.coerce.number().min(0, msg('pickup.costNegative')).max(1000, msg('pickup.costMax')),
});

export type GameFormValues = z.input<typeof gameFormSchema>;
export type GameInput = z.output<typeof gameInputSchema>;

/** The levels offered, as stored (English; common/pickup.ts); their names on screen are in the staff namespace (games.skill) and in common (skillLevels). */
export { SKILL_LEVELS };
export const SKILL_LEVEL_KEYS: Record<string, 'allLevels' | 'beginner' | 'intermediate' | 'advanced'> = {
  'All levels': 'allLevels',
  Beginner: 'beginner',
  Intermediate: 'intermediate',
  Advanced: 'advanced',
};

export const toGameInput = (form: z.output<typeof gameFormSchema>): GameInput => ({
  ...form,
  cost: dollarsToCents(form.cost),
  titleEs: form.titleEs || null,
  locationEs: form.locationEs || null,
});

export function gameFormValues(game: StaffGame | null, date: string): GameFormValues {
  if (!game)
    return {
      title: '',
      titleEs: '',
      sport: 'basketball',
      date,
      startTime: '18:00',
      endTime: '20:00',
      location: '',
      locationEs: '',
      maxPlayers: 10,
      cost: 0,
      skillLevel: 'All levels',
    };
  return {
    title: game.title,
    sport: game.sport,
    date: game.date,
    startTime: game.startTime.slice(0, 5),
    endTime: game.endTime.slice(0, 5),
    location: game.location,
    titleEs: game.titleEs ?? '',
    locationEs: game.locationEs ?? '',
    maxPlayers: game.maxPlayers,
    cost: centsToDollars(game.cost),
    skillLevel: game.skillLevel,
  };
}
