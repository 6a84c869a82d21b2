export const MAX_ACHIEVEMENTS = 50;

/** Part 2, section 5: adds the trimmed text; blank text, a duplicate or a full list changes nothing. */
export function addAchievement(list: readonly string[], text: string): string[] {
  const value = text.trim();
  if (!value || list.includes(value) || list.length >= MAX_ACHIEVEMENTS) return [...list];
  return [...list, value];
}

export const removeAchievement = (list: readonly string[], index: number) => list.filter((_, i) => i !== index);
