import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../features/auth/routes.ts';
import { contentRoutes } from '../features/content/routes.ts';
import { siteRoutes } from '../features/site/routes.ts';
import { bookingRoutes } from '../features/bookings/routes.ts';
import { paymentRoutes } from '../features/payments/routes.ts';
import { parentRoutes } from '../features/parent/routes.ts';
import { memberRoutes } from '../features/member/routes.ts';
import { coachRoutes } from '../features/coach/routes.ts';
import { accountRoutes } from '../features/account/routes.ts';
import { outboxRoutes } from '../features/outbox/routes.ts';
import { auditRoutes } from '../features/audit/routes.ts';
import { scheduleRoutes } from '../features/schedule/routes.ts';
import { alumniRoutes } from '../features/alumni/routes.ts';
import { profileRoutes } from '../features/profiles/routes.ts';
import { analysisRoutes } from '../features/analysis/routes.ts';
import { packRoutes } from '../features/packs/routes.ts';
import { annotationRoutes } from '../features/annotations/routes.ts';
import { progressRoutes } from '../features/progress/routes.ts';
import { pickupRoutes } from '../features/pickup/routes.ts';
import { subscriptionRoutes } from '../features/subscriptions/routes.ts';
import { programRoutes } from '../features/programs/routes.ts';
import { receiptRoutes } from '../features/receipts/routes.ts';
import { registrationRoutes } from '../features/registration/routes.ts';
import { checkInRoutes } from '../features/check-in/routes.ts';
import { reminderRoutes } from '../features/reminders/routes.ts';
import { pushRoutes } from '../features/push/routes.ts';
import { waiverRoutes } from '../features/waivers/routes.ts';
import { trainingPlanRoutes } from '../features/training-plans/routes.ts';
import { libraryRoutes } from '../features/library/routes.ts';
import { testDayRoutes } from '../features/test-days/routes.ts';
import { teamReportRoutes } from '../features/team-reports/routes.ts';
import { calendarFeedRoutes } from '../features/calendar-feed/routes.ts';
import { attendancePolicyRoutes } from '../features/attendance-policy/routes.ts';
import { mediaRoutes } from '../features/media/routes.ts';
import type { MediaDeps } from '../features/media/service.ts';
import type { AppContext } from '../platform/context.ts';
import { localFileRoutes } from '../platform/storage/file-routes.ts';
import { LocalStorage } from '../platform/storage/local-storage.ts';

/** Every feature's routes, its staff routes included, with the one context; media's with its upload deps; local storage's file links. */
export async function registerFeatureRoutes(app: FastifyInstance, ctx: AppContext, media: MediaDeps): Promise<void> {
  const { storage } = ctx;
  // Every feature's routes, its staff routes included, get the one context.
  for (const routes of [
    authRoutes,
    accountRoutes,
    siteRoutes,
    contentRoutes,
    programRoutes,
    scheduleRoutes,
    paymentRoutes,
    bookingRoutes,
    registrationRoutes,
    waiverRoutes,
    reminderRoutes,
    checkInRoutes,
    pushRoutes,
    trainingPlanRoutes,
    libraryRoutes,
    testDayRoutes,
    teamReportRoutes,
    calendarFeedRoutes,
    attendancePolicyRoutes,
    pickupRoutes,
    subscriptionRoutes,
    packRoutes,
    receiptRoutes,
    memberRoutes,
    parentRoutes,
    coachRoutes,
    profileRoutes,
    alumniRoutes,
    analysisRoutes,
    annotationRoutes,
    progressRoutes,
    auditRoutes,
    outboxRoutes,
  ]) {
    await app.register(routes, ctx);
  }
  await app.register(mediaRoutes, { ...ctx, media });
  // Local disk only: the upload and read links point at this server.
  if (storage instanceof LocalStorage) await app.register(localFileRoutes, { storage });
}
