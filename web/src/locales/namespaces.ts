import type { account } from './en/account';
import type { achievements } from './en/achievements';
import type { alumni } from './en/alumni';
import type { auth } from './en/auth';
import type { bookingConfirmation } from './en/bookingConfirmation';
import type { checkout } from './en/checkout';
import type { coachApproval } from './en/coachApproval';
import type { common } from './en/common';
import type { dashboard } from './en/dashboard';
import type { home } from './en/home';
import type { invitation } from './en/invitation';
import type { media } from './en/media';
import type { notFound } from './en/notFound';
import type { onboarding } from './en/onboarding';
import type { openPlay } from './en/openPlay';
import type { outbox } from './en/outbox';
import type { packs } from './en/packs';
import type { parent } from './en/parent';
import type { payments } from './en/payments';
import type { pickup } from './en/pickup';
import type { pickupCheckout } from './en/pickupCheckout';
import type { profileEditor } from './en/profileEditor';
import type { profileSetup } from './en/profileSetup';
import type { profiles } from './en/profiles';
import type { programs } from './en/programs';
import type { progress } from './en/progress';
import type { reports } from './en/reports';
import type { review } from './en/review';
import type { schedule } from './en/schedule';
import type { sessions } from './en/sessions';
import type { staff } from './en/staff';
import type { subscription } from './en/subscription';
import type { waitlist } from './en/waitlist';

/**
 * Every translated namespace, by its English file (the reference). A Spanish file is typed
 * Messages<'name'>: the same keys, any wording. locales.test.ts checks both have the same keys.
 */
export interface Namespaces {
  account: typeof account;
  achievements: typeof achievements;
  alumni: typeof alumni;
  auth: typeof auth;
  bookingConfirmation: typeof bookingConfirmation;
  checkout: typeof checkout;
  coachApproval: typeof coachApproval;
  common: typeof common;
  dashboard: typeof dashboard;
  home: typeof home;
  invitation: typeof invitation;
  media: typeof media;
  notFound: typeof notFound;
  onboarding: typeof onboarding;
  openPlay: typeof openPlay;
  outbox: typeof outbox;
  packs: typeof packs;
  parent: typeof parent;
  payments: typeof payments;
  pickup: typeof pickup;
  pickupCheckout: typeof pickupCheckout;
  profileEditor: typeof profileEditor;
  profileSetup: typeof profileSetup;
  profiles: typeof profiles;
  programs: typeof programs;
  progress: typeof progress;
  reports: typeof reports;
  review: typeof review;
  schedule: typeof schedule;
  sessions: typeof sessions;
  staff: typeof staff;
  subscription: typeof subscription;
  waitlist: typeof waitlist;
}

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages<N extends keyof Namespaces> = Shape<Namespaces[N]>;
