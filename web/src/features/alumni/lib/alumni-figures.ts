import type { Alumni } from '@common/profiles';

/** Part 2, section 9: a card shows at most 3 achievements. */
export const CARD_ACHIEVEMENTS = 3;

export function cardAchievements(achievements: readonly string[]): { shown: string[]; more: number } {
  return { shown: achievements.slice(0, CARD_ACHIEVEMENTS), more: Math.max(0, achievements.length - CARD_ACHIEVEMENTS) };
}

/** docs/design.md section 6: "Sports Represented" is counted from the alumni (distinct sports, any letter case). */
export function sportsRepresented(alumni: readonly Pick<Alumni, 'primarySport'>[]): number {
  return new Set(alumni.map((a) => a.primarySport?.trim().toLowerCase()).filter(Boolean)).size;
}
