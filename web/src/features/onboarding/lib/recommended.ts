import type { Role } from '@common/auth';
import type { Program } from '@common/programs';

/** Part 2, "Welcome setup": the programs suggested to each role (coaches get their tools instead). */
export const RECOMMENDED_NAMES: Record<Exclude<Role, 'COACH'>, readonly string[]> = {
  ATHLETE: ['Soccer Elite', 'Speed & Agility Fundamentals', 'Basketball Elite'],
  PARENT: ['Soccer Fundamentals', 'Basketball Fundamentals', 'Speed & Agility Fundamentals'],
};

const key = (name: string) => name.trim().toLowerCase();

/**
 * The catalogue's programs with the recommended names, in that order; a name the catalogue does not
 * have is replaced by the first catalogue program not already shown.
 */
export function pickRecommended(catalogue: readonly Program[], names: readonly string[]): Program[] {
  const byName = new Map(catalogue.map((p) => [key(p.name), p]));
  const found = names.map((n) => byName.get(key(n)));
  const used = new Set(found.filter((p): p is Program => !!p).map((p) => p.id));
  const spare = catalogue.filter((p) => !used.has(p.id));
  return found.flatMap((p) => (p ? [p] : spare.length ? [spare.shift()!] : []));
}
