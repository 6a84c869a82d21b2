/** Part 2, section 3: the known keys of an alumni's accomplishments map, with their labels, in this order. */
export const ACCOMPLISHMENT_LABELS: Record<string, string> = {
  college: 'College',
  gpa: 'GPA',
  personal_best_100m: '100m PB',
  personal_best_200m: '200m PB',
  ppg: 'Points per game',
  assists_per_game: 'Assists per game',
};

/** An unknown key made readable: "vertical_jump", "verticalJump" and "vertical-jump" become "Vertical jump". */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export const accomplishmentLabel = (key: string) => ACCOMPLISHMENT_LABELS[key] ?? humaniseKey(key);

/** Label and value pairs: known keys first in their order, then the rest as given; blank values left out. */
export function accomplishmentRows(map: Record<string, string>): Array<{ key: string; label: string; value: string }> {
  const known = Object.keys(ACCOMPLISHMENT_LABELS).filter((k) => k in map);
  const others = Object.keys(map).filter((k) => !(k in ACCOMPLISHMENT_LABELS));
  return [...known, ...others].map((key) => ({ key, label: accomplishmentLabel(key), value: String(map[key] ?? '').trim() })).filter((r) => r.value);
}
