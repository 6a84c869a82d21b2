import type account from './en/account.json';
import type achievements from './en/achievements.json';
import type alumni from './en/alumni.json';
import type auth from './en/auth.json';
import type bookingConfirmation from './en/bookingConfirmation.json';
import type checkout from './en/checkout.json';
import type coachApproval from './en/coachApproval.json';
import type common from './en/common.json';
import type dashboard from './en/dashboard.json';
import type home from './en/home.json';
import type invitation from './en/invitation.json';
import type media from './en/media.json';
import type myTraining from './en/myTraining.json';
import type notFound from './en/notFound.json';
import type onboarding from './en/onboarding.json';
import type openPlay from './en/openPlay.json';
import type outbox from './en/outbox.json';
import type library from './en/library.json';
import type packs from './en/packs.json';
import type parent from './en/parent.json';
import type payments from './en/payments.json';
import type planBuilder from './en/planBuilder.json';
import type pickup from './en/pickup.json';
import type pickupCheckout from './en/pickupCheckout.json';
import type profileEditor from './en/profileEditor.json';
import type profileSetup from './en/profileSetup.json';
import type profiles from './en/profiles.json';
import type programs from './en/programs.json';
import type progress from './en/progress.json';
import type receipts from './en/receipts.json';
import type reminders from './en/reminders.json';
import type reports from './en/reports.json';
import type review from './en/review.json';
import type schedule from './en/schedule.json';
import type sessions from './en/sessions.json';
import type staff from './en/staff.json';
import type subscription from './en/subscription.json';
import type testDays from './en/testDays.json';
import type waitlist from './en/waitlist.json';
import type waivers from './en/waivers.json';

/**
 * Every namespace read with useT, typed by its English file (the reference): a screen can only ask
 * for keys that English has. The Spanish files are plain JSON; locales.test.ts checks they have the
 * same keys and placeholders. The shell's strings are typed in web/src/lib/i18n/shell.ts.
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
  myTraining: typeof myTraining;
  notFound: typeof notFound;
  onboarding: typeof onboarding;
  openPlay: typeof openPlay;
  outbox: typeof outbox;
  library: typeof library;
  packs: typeof packs;
  parent: typeof parent;
  payments: typeof payments;
  planBuilder: typeof planBuilder;
  pickup: typeof pickup;
  pickupCheckout: typeof pickupCheckout;
  profileEditor: typeof profileEditor;
  profileSetup: typeof profileSetup;
  profiles: typeof profiles;
  programs: typeof programs;
  progress: typeof progress;
  receipts: typeof receipts;
  reminders: typeof reminders;
  reports: typeof reports;
  review: typeof review;
  schedule: typeof schedule;
  sessions: typeof sessions;
  staff: typeof staff;
  subscription: typeof subscription;
  testDays: typeof testDays;
  waitlist: typeof waitlist;
  waivers: typeof waivers;
}
