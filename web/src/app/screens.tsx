import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LandingPage from '@/features/home/landing-page';
import type { ScreenKey } from './routes';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * One page per screen; each feature's pages load in their own chunk, except the signed-out home
 * page's first screen: it is in the entry chunk, so it renders as soon as the visitor is known
 * instead of after one more round trip (its sections under the hero still load on their own).
 */
export const SCREENS: Record<ScreenKey, Screen> = {
  landing: LandingPage,
  login: lazy(() => import('@/features/auth/login-page')),
  signup: lazy(() => import('@/features/auth/signup-page')),
  memberDashboard: lazy(() => import('@/features/member/dashboard-page')),
  coachHome: lazy(() => import('@/features/coach/coach-page')),
  forgotPassword: lazy(() => import('@/features/auth/forgot-password-page')),
  resetPassword: lazy(() => import('@/features/auth/reset-password-page')),
  confirmEmail: lazy(() => import('@/features/auth/confirm-email-page')),
  verifyEmail: lazy(() => import('@/features/auth/verify-email-page')),
  logout: lazy(() => import('@/features/auth/logout-page')),
  coachPending: lazy(() => import('@/features/auth/coach-pending-page')),
  parentDashboard: lazy(() => import('@/features/parent/parent-dashboard-page')),
  programs: lazy(() => import('@/features/programs/programs-page')),
  catalogue: lazy(() => import('@/features/programs/catalogue-page')),
  schedule: lazy(() => import('@/features/schedule/schedule-page')),
  openPlay: lazy(() => import('@/features/pickup/open-play-page')),
  openPlayComing: lazy(() => import('@/features/pickup/open-play-coming-page')),
  openPlaySchedule: lazy(() => import('@/features/pickup/open-play-schedule-page')),
  camps: lazy(() => import('@/features/pickup/camps-page')),
  playerProfiles: lazy(() => import('@/features/profiles/player-profiles-page')),
  alumni: lazy(() => import('@/features/alumni/alumni-page')),
  alumniDetail: lazy(() => import('@/features/alumni/alumni-detail-page')),
  publicProfile: lazy(() => import('@/features/profiles/public-profile-page')),
  myPublicProfile: lazy(() => import('@/features/profiles/editor/my-public-profile-page')),
  media: lazy(() => import('@/features/media/media-page')),
  account: lazy(() => import('@/features/account/account-page')),
  checkout: lazy(() => import('@/features/bookings/checkout/checkout-page')),
  enhancedCheckout: lazy(() => import('@/features/bookings/checkout/enhanced-checkout-page')),
  pickupCheckout: lazy(() => import('@/features/pickup/checkout/pickup-checkout-page')),
  pickupSuccess: lazy(() => import('@/features/pickup/checkout/pickup-success-page')),
  bookingConfirmation: lazy(() => import('@/features/bookings/confirmation/booking-confirmation-page')),
  sessions: lazy(() => import('@/features/bookings/sessions/sessions-page')),
  achievements: lazy(() => import('@/features/member/achievements/achievements-page')),
  subscription: lazy(() => import('@/features/subscriptions/subscription-page')),
  onboarding: lazy(() => import('@/features/onboarding/onboarding-page')),
  profileSetup: lazy(() => import('@/features/account/profile-setup/profile-setup-page')),
  invitation: lazy(() => import('@/features/parent/invitation/invitation-page')),
  outbox: lazy(() => import('@/features/outbox/outbox-page')),
  staff: lazy(() => import('@/app/routes/staff-page')),
  review: lazy(() => import('@/features/annotations/review-page')),
  compare: lazy(() => import('@/features/annotations/compare-page')),
  progress: lazy(() => import('@/features/progress/progress-page')),
  packs: lazy(() => import('@/features/packs/packs-page')),
  packCheckout: lazy(() => import('@/features/packs/pack-checkout-page')),
};

export const NotFound = lazy(() => import('@/features/not-found/not-found-page'));
