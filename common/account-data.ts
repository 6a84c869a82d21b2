import { z } from 'zod';
import { TIERS, userSchema } from './auth.ts';
import { rawText } from './input.ts';
import { profileSchema } from './profiles.ts';
import { RECEIPT_KINDS, receiptItemSchema } from './receipts.ts';
import { msg } from './messages/index.ts';

/** The file name of the export download. */
export const EXPORT_FILE_NAME = 'octane-my-data.json';

export const deleteAccountSchema = z.object({
  password: rawText({ error: msg('auth.currentPasswordNeeded') })
    .min(1, msg('auth.currentPasswordNeeded'))
    .max(200, msg('auth.wrongPassword')),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

const name = z.object({ firstName: z.string(), lastName: z.string() });
/** The account's fields as the app knows them (userSchema); the tier is named plan, the language is as stored. */
const {
  id,
  email,
  firstName,
  lastName,
  role,
  subscriptionTier: plan,
  isStaff,
  coachStatus,
  age,
  sport,
  position,
  trainingGoals,
  profileImageUrl,
  createdAt,
} = userSchema.shape;

/** GET /api/account/export: everything the account holds about its person, in one JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  /** Media links are signed and stop working at this time. */
  linksExpireAt: z.string(),
  account: z.object({
    id,
    email,
    firstName,
    lastName,
    role,
    plan,
    isStaff,
    coachStatus,
    age,
    sport,
    position,
    trainingGoals,
    profileImageUrl,
    language: z.string().nullable(),
    createdAt,
  }),
  /** The public profile's own fields, with its dates. */
  publicProfile: profileSchema
    .pick({
      slug: true,
      displayName: true,
      isPublic: true,
      bio: true,
      primarySport: true,
      position: true,
      teamName: true,
      graduationYear: true,
      height: true,
      weight: true,
      location: true,
      gender: true,
      achievements: true,
    })
    .extend({ createdAt: z.string(), updatedAt: z.string() })
    .nullable(),
  /** The athlete registration: emergency contact, address and the signed waiver. */
  athleteRegistration: z
    .object({
      athleteName: z.string(),
      athleteAge: z.number().int(),
      parentName: z.string().nullable(),
      parentPhone: z.string().nullable(),
      parentEmail: z.string().nullable(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      emergencyContactName: z.string(),
      emergencyContactPhone: z.string(),
      emergencyContactRelation: z.string(),
      liabilityAgreement: z.boolean(),
      waiverAcceptedAt: z.string(),
    })
    .nullable(),
  /** Liability waivers signed for the account (as an athlete) or by it (as a parent or guardian), oldest first (decision 043). */
  waiverSignatures: z.array(
    z.object({
      version: z.number().int(),
      athlete: z.string(),
      signerName: z.string(),
      signerRole: z.string(),
      athleteAge: z.number().int().nullable(),
      signedAt: z.string(),
      /** The language the text was read and signed in ('en', 'es'); null before it was kept. */
      language: z.string().nullable(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Bookings paid by the account or for it. */
  bookings: z.array(
    z.object({
      id: z.number().int(),
      program: z.string(),
      session: z.string().nullable(),
      date: z.string(),
      time: z.string(),
      location: z.string(),
      coach: z.string().nullable(),
      athlete: z.string(),
      status: z.string(),
      amount: z.number(),
      refunded: z.number(),
      bookedAt: z.string(),
    }),
  ),
  /** Payments made by the account (the card itself is held by the payment provider, never here). */
  payments: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      refunded: z.number(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /**
   * The receipts issued to the account as payer (decision 041), oldest first: each as it was issued
   * (frozen), with what was bought in a line in the account's language.
   */
  receipts: z.array(
    z.object({
      number: z.number().int(),
      /** "R-000123", as the receipt shows it. */
      label: z.string(),
      kind: z.enum(RECEIPT_KINDS),
      /** When the money (or credit) moved, and when the receipt was issued. */
      date: z.string(),
      issuedAt: z.string(),
      /** Dollars (0 for a credit used or returned: its value is in credit). */
      amount: z.number(),
      item: receiptItemSchema,
      description: z.string(),
      athlete: z.string().nullable(),
      credit: z.object({ packName: z.string(), credits: z.number().int(), value: z.number() }).nullable(),
      /** A payment with the sibling discount (decision 044): the list price and the discount, in dollars. */
      siblingDiscount: z.object({ percent: z.number().int(), listPrice: z.number(), discount: z.number() }).nullable(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      /** The receipt number this one follows (a refund's payment, a returned credit's use). */
      follows: z.number().int().nullable(),
    }),
  ),
  savedCards: z.array(z.object({ brand: z.string(), last4: z.string() })),
  planPeriods: z.array(z.object({ plan: z.enum(TIERS), status: z.string(), start: z.string(), end: z.string(), cancelAtPeriodEnd: z.boolean() })),
  pickupGames: z.array(z.object({ title: z.string(), sport: z.string(), date: z.string(), location: z.string(), joinedAt: z.string() })),
  media: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(['VIDEO', 'IMAGE']),
      mimeType: z.string(),
      size: z.number().int(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      isPublic: z.boolean(),
      uploadedAt: z.string(),
      /** A signed link that downloads the file until linksExpireAt. */
      downloadUrl: z.string(),
    }),
  ),
  coachFeedbackReceived: z.array(
    z.object({ mediaId: z.number().int(), media: z.string(), coach: z.string(), rating: z.number().int(), feedback: z.string(), createdAt: z.string() }),
  ),
  /** Coaches: the feedback they wrote on athletes' uploads. */
  coachFeedbackGiven: z.array(z.object({ mediaId: z.number().int(), rating: z.number().int(), feedback: z.string(), createdAt: z.string() })),
  aiAnalyses: z.array(
    z.object({
      mediaId: z.number().int(),
      media: z.string(),
      type: z.string(),
      confidence: z.number(),
      feedback: z.string(),
      strengths: z.array(z.string()),
      improvements: z.array(z.string()),
      recommendations: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
  linkedParents: z.array(name),
  linkedAthletes: z.array(name),
  /** Session-pack credits bought (the account is the owner): per purchase, what is used, left and until when. */
  sessionCredits: z.array(
    z.object({
      packName: z.string(),
      credits: z.number().int(),
      used: z.number().int(),
      left: z.number().int(),
      price: z.number(),
      purchasedAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  /** Places in full sessions' lines the account joined, or that were joined for it, with what became of each. */
  waitlist: z.array(
    z.object({
      program: z.string(),
      session: z.string().nullable(),
      date: z.string(),
      time: z.string(),
      athlete: z.string(),
      status: z.string(),
      autoBook: z.boolean(),
      joinedAt: z.string(),
      offerExpiresAt: z.string().nullable(),
    }),
  ),
  /** Session reminders (decision 048): the account's choices and the reminders it was sent, with its answer. */
  reminders: z.object({
    emailEnabled: z.boolean(),
    /** Push reminders on (decision 058). */
    pushEnabled: z.boolean(),
    /** Text reminders (decision 061) and the number they go to. */
    smsEnabled: z.boolean(),
    smsPhone: z.string().nullable(),
    quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
    sent: z.array(
      z.object({
        program: z.string(),
        date: z.string(),
        time: z.string(),
        hoursBefore: z.number().int(),
        channel: z.enum(['EMAIL', 'PUSH', 'SMS']),
        sentAt: z.string(),
        answer: z.string().nullable(),
      }),
    ),
    /** The devices with push on: their label and dates, never their push address or keys (decision 058). */
    pushDevices: z.array(z.object({ label: z.string(), createdAt: z.string(), lastSuccessAt: z.string().nullable() })),
    /** Reminders of pickup games (`PICKUP`, subject: the game) and of waitlist offers about to lapse (`OFFER_LAPSING`, subject: the offer). */
    other: z.array(z.object({ kind: z.enum(['PICKUP', 'OFFER_LAPSING']), subjectId: z.number().int(), minutesBefore: z.number().int(), sentAt: z.string() })),
  }),
  /** The account's no-show and late-cancel strikes (decisions 059, 060), forgiven or not, each with its fee if one was charged or tried. */
  attendanceStrikes: z.array(
    z.object({
      kind: z.enum(['NO_SHOW', 'LATE_CANCEL']),
      program: z.string(),
      date: z.string(),
      time: z.string(),
      at: z.string(),
      forgivenAt: z.string().nullable(),
      fee: z.object({ amount: z.number(), status: z.string() }).nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** How many of each loss the delete dialog names one by one; the rest are counted. */
export const PREVIEW_LIMIT = 3;

/** What cancelling a booking now gives back under the policy (24 hours or more ahead): the card payment, the credit, or nothing. */
export const CANCEL_OUTCOMES = ['refund', 'credit', 'none'] as const;

const previewBooking = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  program: z.string(),
  sessionTitle: z.string().nullable(),
  athlete: z.string(),
  /** Dollars paid (for a credit booking, the credit's value). */
  amount: z.number(),
  paidWithCredit: z.boolean(),
  ifCancelledNow: z.enum(CANCEL_OUTCOMES),
  /** Dollars back to the card that paid if cancelled now (0 for a credit or no refund). */
  refundIfCancelledNow: z.number(),
});
export type PreviewBooking = z.infer<typeof previewBooking>;

/**
 * GET /api/account/deletion-preview (issue 29): what deleting the account would take, read with the
 * conditions and rules the deletion itself uses (server/features/account/deletion.ts). Money in dollars.
 */
export const deletionPreviewSchema = z.object({
  /** Deletion is refused (409) until these are settled: the account's own upcoming sessions or pickup places, or being the last staff member. */
  blockers: z.array(z.enum(['upcomingBookings', 'upcomingGames', 'lastStaff'])),
  /**
   * The account's own places in sessions to come. Deletion cancels none: they are cancelled first
   * in My Training Sessions, where the refund policy applies; the totals say what cancelling all of them now gives.
   */
  ownSessions: z.object({
    count: z.number().int(),
    next: z.array(previewBooking),
    refundIfCancelledNow: z.number(),
    creditsBackIfCancelledNow: z.number().int(),
    withoutRefund: z.number().int(),
  }),
  /** Places a parent paid for linked athletes: kept (the athlete keeps the place), nothing refunded. */
  paidForOthers: z.object({ count: z.number().int(), next: z.array(previewBooking) }),
  /** Session credits still usable: after deletion nobody can use them, and they are not refunded. */
  credits: z.object({ count: z.number().int(), value: z.number() }),
  /** Places in line the deletion leaves (the next in line moves up). */
  waitlist: z.object({
    count: z.number().int(),
    next: z.array(
      z.object({
        date: z.string(),
        time: z.string(),
        program: z.string(),
        sessionTitle: z.string().nullable(),
        athlete: z.string(),
        status: z.enum(['WAITING', 'OFFERED']),
        /** 1 for the first in line; null while a place is offered. */
        position: z.number().int().nullable(),
      }),
    ),
  }),
  /** The paid plan, which ends at once (no renewal, no refund); null on Free. */
  plan: z
    .object({
      tier: z.enum(TIERS),
      name: z.string(),
      /** The end of the paid period (ISO), if there is one. */
      paidUntil: z.string().nullable(),
      /** When it would renew (ISO); null when it was already set to end. */
      renewsOn: z.string().nullable(),
    })
    .nullable(),
  /** Places in pickup games to come: left first (leaving 24 hours or more ahead refunds them), as sessions are cancelled first. */
  pickupGames: z.object({
    count: z.number().int(),
    next: z.array(z.object({ title: z.string(), date: z.string(), startTime: z.string(), location: z.string(), paid: z.number() })),
  }),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;
