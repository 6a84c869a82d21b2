import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PlaceholderPage } from '@/features/placeholder/placeholder-page';
import { UPCOMING_SCREENS } from '@/features/placeholder/screens';
import type { ScreenKey } from './routes';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

const upcoming = (key: keyof typeof UPCOMING_SCREENS): Screen => {
  const [title, summary] = UPCOMING_SCREENS[key];
  const Page = () => <PlaceholderPage title={title} summary={summary} />;
  Page.displayName = `Upcoming(${key})`;
  return Page;
};

/** One page per screen; each feature's pages load in their own chunk. */
export const SCREENS: Record<ScreenKey, Screen> = {
  landing: lazy(() => import('@/features/home/landing-page')),
  login: lazy(() => import('@/features/auth/login-page')),
  signup: lazy(() => import('@/features/auth/signup-page')),
  memberDashboard: lazy(() => import('@/features/dashboard/dashboard-page')),
  coachHome: lazy(() => import('@/features/coach/coach-page')),
  parentDashboard: lazy(() => import('@/features/parent/parent-dashboard-page')),
  programs: lazy(() => import('@/features/programs/programs-page')),
  catalogue: lazy(() => import('@/features/programs/catalogue-page')),
  schedule: lazy(() => import('@/features/schedule/schedule-page')),
  openPlay: upcoming('openPlay'),
  openPlayComing: upcoming('openPlayComing'),
  openPlaySchedule: upcoming('openPlaySchedule'),
  camps: upcoming('camps'),
  playerProfiles: lazy(() => import('@/features/profiles/player-profiles-page')),
  alumni: lazy(() => import('@/features/alumni/alumni-page')),
  alumniDetail: lazy(() => import('@/features/alumni/alumni-detail-page')),
  publicProfile: lazy(() => import('@/features/profiles/public-profile-page')),
  myPublicProfile: lazy(() => import('@/features/profile-editor/my-public-profile-page')),
  media: lazy(() => import('@/features/media/media-page')),
  account: lazy(() => import('@/features/account/account-page')),
  checkout: lazy(() => import('@/features/checkout/checkout-page')),
  enhancedCheckout: lazy(() => import('@/features/checkout/enhanced-checkout-page')),
  pickupCheckout: upcoming('pickupCheckout'),
  pickupSuccess: upcoming('pickupSuccess'),
  bookingConfirmation: lazy(() => import('@/features/booking-confirmation/booking-confirmation-page')),
  sessions: lazy(() => import('@/features/sessions/sessions-page')),
  achievements: lazy(() => import('@/features/achievements/achievements-page')),
  subscription: upcoming('subscription'),
  onboarding: lazy(() => import('@/features/onboarding/onboarding-page')),
  profileSetup: lazy(() => import('@/features/profile-setup/profile-setup-page')),
  invitation: lazy(() => import('@/features/invitation/invitation-page')),
  outbox: lazy(() => import('@/features/outbox/outbox-page')),
};

export const NotFound = lazy(() => import('@/features/not-found/not-found-page'));
