import { expireHolds } from '../features/bookings/spots.ts';
import { sweepWaitlistsAndAutoBook } from '../features/bookings/auto-book.ts';
import { deleteOrphanUploads } from '../features/media/service.ts';
import { deleteAbandonedClips } from '../features/test-days/clips.ts';
import { deleteAbandonedLibraryObjects } from '../features/library/video.ts';
import { expireCredits, sendExpiryNotices } from '../features/packs/credits.ts';
import { runReconciliation } from '../features/payments/reconcile.ts';
import { chargeDueFees } from '../features/fees/fees.ts';
import { settlePendingRefunds } from '../features/payments/refunds.ts';
import { issueReceipts } from '../features/receipts/issue.ts';
import { sweepGameReminders, sweepLapsingOffers } from '../features/reminders/events.ts';
import { sweepReminders } from '../features/reminders/sweep.ts';
import { sweepTeamReports } from '../features/team-reports/sweep.ts';
import { startReceiptIssuer } from '../features/receipts/kick.ts';
import { warnExpiringCards } from '../features/subscriptions/dunning.ts';
import { renewDueSubscriptions } from '../features/subscriptions/service.ts';
import { deleteExpiredSessions } from '../platform/auth/sessions.ts';
import type { AppContext } from '../platform/context.ts';
import { startMailDispatcher } from '../platform/mail/outbox.ts';
import { dispatchSms, twilioProvider, type SmsProvider } from '../platform/sms/sms.ts';

const SECONDS = 1000;
const MINUTES = 60 * SECONDS;
const HOURS = 60 * MINUTES;

/** A job a web node runs on a timer: every `everyMs`, `run`; a failure is logged with `failure`. */
interface Timer {
  name: string;
  /** A fixed period, or one read from the configuration. */
  everyMs: number | ((ctx: AppContext) => number);
  run: (ctx: AppContext) => Promise<unknown>;
  failure: string;
}

/** Drops this node's read caches (and, through the bus, every other node's) after a job changed state. */
const dropCaches = (ctx: AppContext) => void ctx.caches.invalidate();
/** A job that may change what the caches hold: `job`, then the caches dropped. */
const thenDropCaches =
  (job: (ctx: AppContext) => Promise<unknown>) =>
  async (ctx: AppContext): Promise<void> => {
    await job(ctx);
    dropCaches(ctx);
  };

const TIMERS: Timer[] = [
  {
    // Lapsed holds and offers end; every free place someone waits for is offered (decision 027).
    name: 'holds-and-waitlists',
    everyMs: 30 * SECONDS,
    run: async (ctx) => {
      if ((await expireHolds(ctx.db, ctx.now())).length > 0) dropCaches(ctx);
      await sweepWaitlistsAndAutoBook(ctx);
    },
    failure: 'expiring spot holds or offering waitlist places failed',
  },
  // Session reminders due now, each claimed by its unique row so every node may sweep (issue 32, decision 048).
  {
    name: 'session-reminders',
    everyMs: (ctx) => ctx.config.REMINDER_SWEEP_SECONDS * SECONDS,
    // Sessions, pickup games and waitlist offers about to lapse (issue 32).
    run: async (ctx) => {
      await sweepReminders(ctx);
      await sweepGameReminders(ctx);
      await sweepLapsingOffers(ctx);
    },
    failure: 'sending reminders failed',
  },
  // The monthly team progress e-mails to parents, from the 1st (facility time), each claimed by its unique row (decision 054).
  { name: 'team-report-mails', everyMs: 5 * MINUTES, run: sweepTeamReports, failure: 'sending the monthly progress e-mails failed' },
  { name: 'refunds', everyMs: 30 * SECONDS, run: settlePendingRefunds, failure: 'settling refunds failed' },
  // No-show and late-cancel fees the request that made them did not charge (decision 060).
  { name: 'attendance-fees', everyMs: 30 * SECONDS, run: chargeDueFees, failure: 'charging attendance fees failed' },
  {
    // Session pack credits: unused ones expire; a week before, their owner is e-mailed.
    name: 'pack-credits',
    everyMs: 30 * SECONDS,
    run: async (ctx) => {
      if ((await expireCredits(ctx.db, ctx.now())) > 0) dropCaches(ctx);
      await sendExpiryNotices(ctx);
    },
    failure: 'expiring credits or sending expiry notices failed',
  },
  // Receipts for money movements not issued yet: the money paths kick the issuer at once; this catches the rest (issue 29).
  { name: 'receipts', everyMs: 30 * SECONDS, run: issueReceipts, failure: 'issuing receipts failed' },
  // Renewals, their retries after a failure (dunning), pauses starting and ending (issue 29).
  { name: 'subscription-renewals', everyMs: 30 * SECONDS, run: thenDropCaches(renewDueSubscriptions), failure: 'renewing subscriptions failed' },
  // The card that pays a plan expires within 30 days: its owner is told once.
  { name: 'card-expiry-notices', everyMs: HOURS, run: warnExpiringCards, failure: 'sending card expiry notices failed' },
  // The books are checked: unseen charges recovered, mismatches logged as errors.
  { name: 'reconciliation', everyMs: 10 * MINUTES, run: thenDropCaches(runReconciliation), failure: 'reconciliation failed' },
  {
    name: 'abandoned-uploads',
    everyMs: HOURS,
    run: async (ctx) => {
      await deleteOrphanUploads({ db: ctx.db, storage: ctx.storage, tz: ctx.config.FACILITY_TZ, now: () => ctx.now() });
      await deleteAbandonedClips(ctx);
      await deleteAbandonedLibraryObjects(ctx);
    },
    failure: 'deleting abandoned uploads failed',
  },
  {
    // Login sessions past their end can no longer sign anyone in; their rows go.
    name: 'expired-login-sessions',
    everyMs: HOURS,
    run: (ctx) => deleteExpiredSessions(ctx.db),
    failure: 'deleting expired login sessions failed',
  },
];

/**
 * Starts a web node's timers, the receipt issuer the money paths kick, and the mail dispatcher
 * when SMTP is configured (queued mail goes out over it). The timers do not keep the process
 * alive. Returns what stops them all.
 */
export function startTimers(ctx: AppContext): () => Promise<void> {
  const handles = TIMERS.map((t) => {
    const handle = setInterval(
      () => {
        t.run(ctx).catch((err: unknown) => ctx.log.error({ err, job: t.name }, t.failure));
      },
      typeof t.everyMs === 'number' ? t.everyMs : t.everyMs(ctx),
    );
    handle.unref();
    return handle;
  });
  const { SMTP_URL, MAIL_FROM } = ctx.config;
  const stopMail = SMTP_URL ? startMailDispatcher(ctx.db, SMTP_URL, MAIL_FROM, ctx.log) : null;
  // Text messages through Twilio when configured (decision 061); otherwise they stay in the local SMS outbox.
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = ctx.config;
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
    let provider: Promise<SmsProvider> | null = null;
    const send = async () => {
      provider ??= twilioProvider(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM);
      await dispatchSms(ctx.db, await provider, ctx.log);
    };
    const h = setInterval(() => void send().catch((err: unknown) => ctx.log.error({ err }, 'sending text messages failed')), 5 * SECONDS);
    h.unref?.();
    handles.push(h);
  }
  const stopReceipts = startReceiptIssuer(ctx);
  return async () => {
    for (const h of handles) clearInterval(h);
    await stopReceipts();
    await stopMail?.();
  };
}
