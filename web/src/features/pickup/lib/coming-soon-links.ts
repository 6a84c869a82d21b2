/** A link of a Coming Soon page; `label` names its words in the openPlay namespace (links.*). */
export interface PageLink {
  href: string;
  label: 'browseTraining' | 'viewSchedule' | 'signUp' | 'browsePrograms';
}

export type ComingSoonPage = 'openPlay' | 'openPlaySchedule' | 'camps';

const TRAINING: PageLink = { href: '/training', label: 'browseTraining' };
const SCHEDULE: PageLink = { href: '/schedule', label: 'viewSchedule' };
const SIGN_UP: PageLink = { href: '/signup', label: 'signUp' };
const PROGRAMS: PageLink = { href: '/training-programs', label: 'browsePrograms' };

/**
 * Part 2's links on each Coming Soon page: signed in, /training and /schedule everywhere; guests
 * /signup and /training on open play games, /signup and /training-programs on the other two.
 */
export function comingSoonLinks(page: ComingSoonPage, signedIn: boolean): [PageLink, PageLink] {
  if (signedIn) return [TRAINING, SCHEDULE];
  return page === 'openPlay' ? [SIGN_UP, TRAINING] : [SIGN_UP, PROGRAMS];
}
