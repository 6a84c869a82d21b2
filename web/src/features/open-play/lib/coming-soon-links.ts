export interface PageLink {
  href: string;
  label: string;
}

export type ComingSoonPage = 'openPlay' | 'openPlaySchedule' | 'camps';

const TRAINING: PageLink = { href: '/training', label: 'Browse Training' };
const SCHEDULE: PageLink = { href: '/schedule', label: 'View Schedule' };
const SIGN_UP: PageLink = { href: '/signup', label: 'Sign Up Free' };
const PROGRAMS: PageLink = { href: '/training-programs', label: 'Browse Training Programs' };

/**
 * Part 2's links on each Coming Soon page: signed in, /training and /schedule everywhere; guests
 * /signup and /training on open play games, /signup and /training-programs on the other two.
 */
export function comingSoonLinks(page: ComingSoonPage, signedIn: boolean): [PageLink, PageLink] {
  if (signedIn) return [TRAINING, SCHEDULE];
  return page === 'openPlay' ? [SIGN_UP, TRAINING] : [SIGN_UP, PROGRAMS];
}
