import type { Role } from '@common/auth';

/** Part 2, section 9: the welcome setup has four steps. */
export const WELCOME_STEPS = 4;

/** Progress of a step (1 to 4) as a whole percent: 25, 50, 75, 100. */
export const progressPercent = (step: number) => Math.round((Math.min(Math.max(step, 1), WELCOME_STEPS) / WELCOME_STEPS) * 100);

/** Where skipping the welcome leads: coaches to their dashboard, others home. */
export const skipPath = (role: Role) => (role === 'COACH' ? '/coach-dashboard' : '/');

export const PROFILE_SETUP_PATH = '/profile-setup';
