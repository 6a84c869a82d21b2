import type { Role } from '@common/auth';
import type { CoachStatus } from '@common/coach-approval';
import type { ShellKey } from '@/lib/i18n/shell';

export type Audience = 'guest' | Role;

/** Every screen the app can show; each maps to one lazily loaded page in screens.tsx. */
export type ScreenKey =
  | 'landing'
  | 'login'
  | 'signup'
  | 'memberDashboard'
  | 'coachHome'
  | 'parentDashboard'
  | 'programs'
  | 'catalogue'
  | 'schedule'
  | 'openPlay'
  | 'openPlayComing'
  | 'openPlaySchedule'
  | 'camps'
  | 'playerProfiles'
  | 'alumni'
  | 'alumniDetail'
  | 'publicProfile'
  | 'myPublicProfile'
  | 'media'
  | 'account'
  | 'checkout'
  | 'enhancedCheckout'
  | 'pickupCheckout'
  | 'pickupSuccess'
  | 'bookingConfirmation'
  | 'sessions'
  | 'achievements'
  | 'subscription'
  | 'onboarding'
  | 'profileSetup'
  | 'invitation'
  | 'childLogin'
  | 'outbox'
  | 'staff'
  | 'review'
  | 'compare'
  | 'progress'
  | 'coachPending'
  | 'logout'
  | 'forgotPassword'
  | 'resetPassword'
  | 'confirmEmail'
  | 'verifyEmail'
  | 'packs'
  | 'packCheckout'
  | 'billing'
  | 'receipt'
  | 'waiver'
  | 'reminder'
  | 'coachPlans'
  | 'planBuilder'
  | 'planCompliance'
  | 'library'
  | 'libraryItem'
  | 'trainingPlan'
  | 'testStation'
  | 'leaderboards'
  | 'teamGroups'
  | 'teamReport';

const paths = (screen: ScreenKey, ...list: string[]) => list.map((p) => [p, screen] as const);

/**
 * Part 1, section 2.2, as one table per sign-in state and role, with docs/design.md section 6's
 * decisions (/dashboard for every role, /coach-dashboard for coaches, /training and /coach for parents).
 */
export const ROUTES: Record<Audience, ReadonlyMap<string, ScreenKey>> = {
  guest: new Map([
    ...paths('landing', '/', '/training', '/about', '/contact'),
    ...paths('catalogue', '/programs', '/training-programs'),
    ...paths('schedule', '/schedule'),
    ...paths('openPlay', '/pickup-games', '/free-play'),
    ...paths('openPlayComing', '/open-play'),
    ...paths('openPlaySchedule', '/open-play-schedule'),
    ...paths('playerProfiles', '/player-profiles'),
    ...paths('alumni', '/alumni'),
    ...paths('camps', '/camps'),
    ...paths('signup', '/signup'),
    ...paths('login', '/login'),
    ...paths('forgotPassword', '/forgot-password'),
    ...paths('enhancedCheckout', '/enhanced-checkout'),
    ...paths('subscription', '/subscription'),
    // Issue 18: session packs are on show to everyone; buying one asks to log in first.
    ...paths('packs', '/packs'),
    ...paths('onboarding', '/onboarding'),
    ...paths('profileSetup', '/profile-setup'),
  ]),
  COACH: new Map([
    ...paths('coachHome', '/', '/coach', '/home', '/coach-dashboard', '/dashboard'),
    ...paths('account', '/profile'),
    ...paths('onboarding', '/onboarding'),
    ...paths('profileSetup', '/profile-setup'),
    // docs/design.md, e-mail: staff read the local outbox (the page itself checks isStaff).
    ...paths('outbox', '/dev/outbox'),
    // The staff workspace (the page itself checks isStaff); a section per path, e.g. /coach/manage/programs.
    ...paths('staff', '/coach/manage', '/coach/manage/:section'),
    // Issue 19: the video player, side by side, progress over time.
    ...paths('review', '/review/:mediaId'),
    ...paths('compare', '/compare'),
    ...paths('progress', '/progress', '/progress/:athleteId'),
    // Issue 30: the premium library (free teasers for every member).
    ...paths('library', '/library'),
    ...paths('libraryItem', '/library/:id'),
    // Issue 29: staff open any receipt from the workspace's Receipts (the server answers 404 to other coaches).
    ...paths('receipt', '/billing/receipts/:number'),
    // Issue 30: training plans coaches build, assign and follow.
    ...paths('coachPlans', '/coach/plans'),
    ...paths('planCompliance', '/coach/plans/compliance'),
    ...paths('planBuilder', '/coach/plans/new', '/coach/plans/:id'),
    // Issue 30: a coach reads an athlete's plan calendar (logs, comments).
    ...paths('trainingPlan', '/training-plan/:assignmentId'),
    // Issue 31: a test day's station (staff; the page checks isStaff) and the leaderboards.
    ...paths('testStation', '/coach/test-days/:id'),
    ...paths('leaderboards', '/leaderboards'),
    // Issue 31: groups of athletes and their monthly team reports (approved coaches and staff).
    ...paths('teamGroups', '/coach/groups'),
    ...paths('teamReport', '/coach/groups/:id'),
  ]),
  PARENT: new Map([
    ...paths('parentDashboard', '/', '/parent-dashboard', '/home', '/dashboard'),
    ...paths('catalogue', '/training', '/training-programs'),
    ...paths('programs', '/programs'),
    ...paths('schedule', '/schedule'),
    ...paths('openPlay', '/free-play'),
    ...paths('openPlayComing', '/open-play'),
    ...paths('openPlaySchedule', '/open-play-schedule'),
    ...paths('playerProfiles', '/player-profiles'),
    ...paths('alumni', '/alumni'),
    ...paths('camps', '/camps'),
    ...paths('account', '/profile'),
    ...paths('enhancedCheckout', '/enhanced-checkout'),
    // Not in the spec's parent table: a parent who books needs the confirmation screen too.
    ...paths('bookingConfirmation', '/booking-confirmation'),
    ...paths('subscription', '/subscription'),
    // Issue 18: session packs and their checkout (a parent's credits serve every linked athlete).
    ...paths('packs', '/packs'),
    ...paths('packCheckout', '/packs/:id/checkout'),
    // Issue 29: what the parent paid (for their children too), each with its printable receipt.
    ...paths('billing', '/billing'),
    ...paths('receipt', '/billing/receipts/:number'),
    // Issue 29: the liability waiver, signed for a linked child (?athleteId=) from the dashboard.
    ...paths('waiver', '/waiver'),
    // Issue 30: the children's training plans, read and logged.
    ...paths('trainingPlan', '/training-plan', '/training-plan/:assignmentId'),
    // Issue 31: test-day leaderboards (the children's results are on their progress page).
    ...paths('leaderboards', '/leaderboards'),
    // Decision 047: a parent uploads training for a linked athlete and sees their uploads.
    ...paths('media', '/media', '/my-media'),
    // Issue 30: the premium library (free teasers for every member).
    ...paths('library', '/library'),
    ...paths('libraryItem', '/library/:id'),
    // Issue 19: the video player, side by side, progress over time.
    ...paths('review', '/review/:mediaId'),
    ...paths('compare', '/compare'),
    ...paths('progress', '/progress', '/progress/:athleteId'),
    ...paths('onboarding', '/onboarding'),
    ...paths('profileSetup', '/profile-setup'),
  ]),
  ATHLETE: new Map([
    ...paths('memberDashboard', '/', '/home', '/dashboard'),
    ...paths('programs', '/programs'),
    ...paths('catalogue', '/training-programs', '/training'),
    ...paths('schedule', '/schedule'),
    ...paths('openPlay', '/pickup-games', '/free-play'),
    ...paths('media', '/media', '/my-media'),
    ...paths('playerProfiles', '/player-profiles'),
    ...paths('alumni', '/alumni'),
    ...paths('camps', '/camps'),
    ...paths('account', '/profile'),
    ...paths('myPublicProfile', '/my-public-profile'),
    ...paths('checkout', '/checkout'),
    ...paths('enhancedCheckout', '/enhanced-checkout'),
    ...paths('pickupCheckout', '/pickup-game-checkout'),
    ...paths('pickupSuccess', '/pickup-game-success'),
    ...paths('bookingConfirmation', '/booking-confirmation'),
    ...paths('sessions', '/sessions', '/my-bookings'),
    ...paths('achievements', '/achievements'),
    // Issue 30: the athlete's training plans, logged at the gym.
    ...paths('trainingPlan', '/training-plan', '/training-plan/:assignmentId'),
    // Issue 31: test-day leaderboards (the athlete's results are on the progress page).
    ...paths('leaderboards', '/leaderboards'),
    // Issue 19: the video player, side by side, progress over time.
    ...paths('review', '/review/:mediaId'),
    ...paths('compare', '/compare'),
    ...paths('progress', '/progress', '/progress/:athleteId'),
    ...paths('openPlayComing', '/open-play'),
    ...paths('openPlaySchedule', '/open-play-schedule'),
    ...paths('subscription', '/subscription'),
    // Issue 18: session packs and their checkout.
    ...paths('packs', '/packs'),
    ...paths('packCheckout', '/packs/:id/checkout'),
    // Issue 29: payments, refunds and credit movements, each with its printable receipt.
    ...paths('billing', '/billing'),
    ...paths('receipt', '/billing/receipts/:number'),
    // Issue 29: the liability waiver (an adult signs it here; a minor reads who signs it).
    ...paths('waiver', '/waiver'),
    // Issue 30: the premium library (free teasers for every member).
    ...paths('library', '/library'),
    ...paths('libraryItem', '/library/:id'),
    ...paths('onboarding', '/onboarding'),
    ...paths('profileSetup', '/profile-setup'),
  ]),
};

/** Routes every visitor has, whatever the sign-in state. */
export const EVERYONE: ReadonlyMap<string, ScreenKey> = new Map([
  ['/profile/:slug', 'publicProfile'],
  ['/alumni/:slug', 'alumniDetail'],
  // A parent's invitation link: sign up, log in, or accept or decline.
  ['/invite/:token', 'invitation'],
  // Decision 047: the link a parent had sent to their child, to choose a password and sign in.
  ['/child-login/:token', 'childLogin'],
  // Where a navigation to /api/logout lands: signing out itself is a POST (issue 16).
  ['/logout', 'logout'],
  // Issue 16: the e-mailed link to choose a new password (it signs out every device, this one too).
  ['/reset-password/:token', 'resetPassword'],
  // Issue 16: the link sent to a new e-mail address.
  ['/confirm-email/:token', 'confirmEmail'],
  // Issue 16: the link e-mailed at sign-up to verify the account's address.
  ['/verify-email/:token', 'verifyEmail'],
  // Issue 32: a session reminder's one-tap answer ("I'll be there", "Can't make it"), no sign-in needed.
  ['/reminder/:token', 'reminder'],
]);

/** Paths of the members' tables that guests do not have: they are asked to log in rather than shown 404. */
export function membersOnlyPaths(): string[] {
  const guest = ROUTES.guest;
  const all = new Set([...ROUTES.ATHLETE.keys(), ...ROUTES.PARENT.keys(), ...ROUTES.COACH.keys()]);
  return [...all].filter((p) => !guest.has(p));
}

/**
 * Paths another kind of account (or a visitor) has and this role does not: a signed-in member who
 * opens one (a coach following a link to /schedule) is told the page belongs to other accounts,
 * rather than shown the not-found page (issue 34).
 */
export function otherAccountsPaths(role: Role): string[] {
  const own = ROUTES[role];
  const all = new Set([...ROUTES.guest.keys(), ...ROUTES.ATHLETE.keys(), ...ROUTES.PARENT.keys(), ...ROUTES.COACH.keys()]);
  return [...all].filter((p) => !own.has(p) && !SIGNED_IN_REDIRECTS.includes(p));
}

/** Signed-in visitors of these paths go to their home instead of a not-found page. */
export const SIGNED_IN_REDIRECTS = ['/login', '/signup'];

export function audienceOf(user: { role: Role } | null): Audience {
  return user ? user.role : 'guest';
}

/** What a coach may open before staff approve the account, or after it was revoked (issue 16). */
const OPEN_TO_UNAPPROVED_COACHES = new Set<ScreenKey>(['account', 'onboarding', 'profileSetup']);

/** The visitor's routes: their role's table, with a coach's tools showing the waiting screen until approved. */
export function routeTable(user: { role: Role; coachStatus: CoachStatus | null } | null): Array<readonly [string, ScreenKey]> {
  const table = [...ROUTES[audienceOf(user)]];
  if (user?.role !== 'COACH' || user.coachStatus === 'APPROVED') return table;
  return table.map(([path, key]) => [path, OPEN_TO_UNAPPROVED_COACHES.has(key) ? key : 'coachPending'] as const);
}

/** A route pattern ("/packs/:id/checkout") against a pathname, segment by segment, as the router matches it. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/**
 * Whether this signed-in user's tables have a page at `path` (query and hash aside): where a sign-in
 * may send them back to (issue 29). A checkout is not a coach's page, so a coach goes home instead.
 */
export function opens(user: { role: Role; coachStatus: CoachStatus | null }, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return [...routeTable(user), ...EVERYONE].some(([pattern]) => matchesPattern(pattern, pathname));
}

/** The screens where something is bought. */
const CHECKOUTS = new Set<ScreenKey>(['checkout', 'enhancedCheckout', 'pickupCheckout', 'packCheckout']);

/** Whether `path` is a checkout in some member's table: a guest sent from one to sign in is told what they were buying instead (issue 29). */
export function isCheckout(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return [ROUTES.ATHLETE, ROUTES.PARENT].some((table) => [...table].some(([pattern, key]) => CHECKOUTS.has(key) && matchesPattern(pattern, pathname)));
}

export interface NavItem {
  /** The item's words, in the shell's translations. */
  label: ShellKey;
  href: string;
}

/** Part 1, 2.1. Signed-in items are shown only when the role's route table has them. */
export const SIGNED_IN_NAV: NavItem[] = [
  { label: 'nav.dashboard', href: '/' },
  { label: 'nav.training', href: '/training' },
  { label: 'nav.schedule', href: '/schedule' },
  { label: 'nav.openPlay', href: '/free-play' },
  { label: 'nav.playerProfiles', href: '/player-profiles' },
  { label: 'nav.media', href: '/my-media' },
  { label: 'nav.library', href: '/library' },
  { label: 'nav.trainingPlan', href: '/training-plan' },
  { label: 'nav.progress', href: '/progress' },
  { label: 'nav.trainingPlans', href: '/coach/plans' },
];
export const SIGNED_OUT_NAV: NavItem[] = [
  { label: 'nav.home', href: '/' },
  { label: 'nav.trainingPrograms', href: '/training-programs' },
  { label: 'nav.schedule', href: '/schedule' },
  { label: 'nav.openPlay', href: '/free-play' },
  { label: 'nav.playerProfiles', href: '/player-profiles' },
  { label: 'nav.alumni', href: '/alumni' },
];

export function navFor(audience: Audience): NavItem[] {
  if (audience === 'guest') return SIGNED_OUT_NAV;
  const table = ROUTES[audience];
  return SIGNED_IN_NAV.filter((i) => table.has(i.href));
}

/**
 * Active by path prefix; the root item matches exactly, and also on the other paths of the same
 * home screen in this audience's table (/home and /dashboard are the member's dashboard too).
 */
export function isActive(href: string, location: string, audience?: Audience): boolean {
  if (href === '/') {
    if (location === '/') return true;
    const table = audience ? ROUTES[audience] : undefined;
    return !!table && table.has(location) && table.get(location) === table.get('/');
  }
  return location === href || location.startsWith(`${href}/`);
}

export interface FooterLink {
  label: ShellKey;
  href: string;
}
const QUICK_LINKS: FooterLink[] = [
  { label: 'footer.links.programs', href: '/programs' },
  { label: 'footer.links.schedule', href: '/schedule' },
  { label: 'footer.links.coaches', href: '/programs' },
  { label: 'footer.links.pricing', href: '/subscription' },
  { label: 'footer.links.packs', href: '/packs' },
];
const COACH_LINKS: FooterLink[] = [
  { label: 'footer.links.dashboard', href: '/coach' },
  { label: 'footer.links.myProfile', href: '/profile' },
];

/** The footer's quick links: only paths this audience's table has, so none leads to the not-found page. */
export function footerLinksFor(audience: Audience): FooterLink[] {
  const table = ROUTES[audience];
  const links = QUICK_LINKS.filter((l) => table.has(l.href));
  return links.length ? links : COACH_LINKS.filter((l) => table.has(l.href));
}
