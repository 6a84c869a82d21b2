/** Which athletes the sessions and feedback cover: every linked athlete, or one of them. */
export type AthleteScope = 'all' | number;

/**
 * The athlete id to send as `?athleteId=`, or undefined for all. A chosen athlete that is no longer
 * linked (unlinked from another tab) falls back to all, since the server would refuse the id.
 */
export function scopedAthleteId(scope: AthleteScope, linkedIds: readonly number[]): number | undefined {
  return scope !== 'all' && linkedIds.includes(scope) ? scope : undefined;
}

/** The call's arguments for a scope: `?athleteId=` for one athlete, nothing for all. */
export const athleteQuery = (athleteId: number | undefined) => (athleteId === undefined ? {} : { query: { athleteId } });
