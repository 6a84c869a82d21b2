import { positionsFor, SPORTS } from '@common/sports';
import { GENDERS } from '@/lib/genders';

/** A list of choices that always includes the saved value, so an old or custom value still shows. */
function withCurrent(list: readonly string[], current: string): string[] {
  return current && !list.includes(current) ? [...list, current] : [...list];
}

export const sportChoices = (current: string) => withCurrent(SPORTS, current);

/** Part 2, section 9: the positions of the chosen sport ('Player' for an unknown or no sport). */
export const positionChoices = (sport: string, current: string) => withCurrent(positionsFor(sport), current);

export const genderChoices = (current: string) => withCurrent(GENDERS, current);

/** A position the newly chosen sport does not have is cleared. */
export const positionAfterSportChange = (sport: string, position: string) => (positionsFor(sport).includes(position) ? position : '');
