import type { Role } from '@common/auth';

/** Part 2, section 9: profile setup has three completeness flags. */
export const SETUP_STEPS = 3;

/** Part 2, "Profile setup": the suggestions offered while the goals are empty (goals.suggestions.<key> in the profileSetup namespace). */
export const GOAL_SUGGESTIONS = ['speed', 'skills', 'strength', 'game', 'season', 'leadership'] as const;

export interface SetupDraft {
  hasPicture: boolean;
  age?: string | number | null | undefined;
  sport?: string | null | undefined;
  position?: string | null | undefined;
  trainingGoals?: string | null | undefined;
}

export interface Completeness {
  picture: boolean;
  basicInfo: boolean;
  goals: boolean;
  /** Flags set, 0 to 3. */
  done: number;
  /** done / 3 as a whole percent. */
  percent: number;
  stepsLeft: number;
  complete: boolean;
}

const filled = (v: string | number | null | undefined) => v !== null && v !== undefined && String(v).trim() !== '';

/** Part 2, section 4: picture chosen; age, sport and position all filled; goals filled. */
export function completeness(draft: SetupDraft): Completeness {
  const picture = draft.hasPicture;
  const basicInfo = filled(draft.age) && filled(draft.sport) && filled(draft.position);
  const goals = filled(draft.trainingGoals);
  const done = [picture, basicInfo, goals].filter(Boolean).length;
  return { picture, basicInfo, goals, done, percent: Math.round((done / SETUP_STEPS) * 100), stepsLeft: SETUP_STEPS - done, complete: done === SETUP_STEPS };
}

/** The nudge (actions.nudge, by the steps left) shows when some but not all steps are done. */
export const showNudge = (c: Completeness) => c.done > 0 && !c.complete;

/** Where setup ends (and where Skip for Now leads): coaches to their dashboard, others home. */
export const finishPath = (role: Role) => (role === 'COACH' ? '/coach-dashboard' : '/');
