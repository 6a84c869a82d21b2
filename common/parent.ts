import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ageOn } from './age.ts';
import { id, idParams, isoDate, text } from './input.ts';
import { messageSchema, ROLES } from './auth.ts';
import { msg } from './messages/index.ts';

/** A child's invitation to a login of their own (decision 047), as the parent sees it. */
export const childLoginInvitationSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type ChildLoginInvitation = z.infer<typeof childLoginInvitationSchema>;

export const linkedAthleteSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  role: z.enum(ROLES),
  isMinor: z.boolean(),
  /** Null for a child without a login of their own (their placeholder address is never shown). */
  email: z.string().nullable(),
  linkId: z.number().int(),
  /** False for a child the parent added with a name and date of birth (issue 29): the parent does everything for them. */
  hasLogin: z.boolean(),
  dateOfBirth: z.string().nullable(),
  /** The open invitation to a login of the child's own (decision 047), if any. */
  loginInvitation: childLoginInvitationSchema.nullable(),
});
export type LinkedAthlete = z.infer<typeof linkedAthleteSchema>;

/** From this age a child may have a login of their own; younger children sign in through their parent (decision 047). */
export const CHILD_LOGIN_MIN_AGE = 13;

/** The youngest child a parent can add, and how many children without a login one parent can add (issue 29). */
export const CHILD_MIN_AGE = 3;
export const CHILDREN_PER_PARENT = 12;

/** POST /api/parent/children: a child with a name and a date of birth, and no e-mail (issue 29). */
export const addChildSchema = z
  .object({
    firstName: text({ error: msg('parent.firstNameRequired') })
      .min(1, msg('parent.firstNameRequired'))
      .max(80),
    lastName: text({ error: msg('parent.lastNameRequired') })
      .min(1, msg('parent.lastNameRequired'))
      .max(80),
    dateOfBirth: isoDate().or(z.literal('').transform(() => '')),
  })
  .superRefine((v, ctx) => {
    // A first check in the browser's day (the server checks again in the facility's).
    const today = new Date().toISOString().slice(0, 10);
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message });
    if (!v.dateOfBirth) return issue(msg('parent.birthDateRequired'));
    const age = ageOn(v.dateOfBirth, today);
    if (age < 0) return issue(msg('parent.birthDateFuture'));
    if (age < CHILD_MIN_AGE) return issue(msg('parent.childTooYoung'));
    if (age >= 18) return issue(msg('parent.childAdult'));
  });
export type AddChildInput = z.output<typeof addChildSchema>;

/** Invitations and resends per parent account, and per invited address or invitation, in an hour (issue 29). */
export const INVITATIONS_PER_HOUR = { account: 10, address: 3 } as const;

export const addAthleteSchema = z.object({
  email: text({ error: msg('parent.emailRequired') })
    .min(1, msg('parent.emailRequired'))
    .pipe(z.email(msg('auth.email')))
    .transform((e) => e.toLowerCase()),
  firstName: text({ error: msg('parent.firstNameRequired') })
    .min(1, msg('parent.firstNameRequired'))
    .max(80),
  lastName: text({ error: msg('parent.lastNameRequired') })
    .min(1, msg('parent.lastNameRequired'))
    .max(80),
  age: z.coerce
    .number({ error: msg('parent.ageRequired') })
    .int(msg('profiles.ageWhole'))
    .min(5, msg('registration.ageMin'))
    .max(18, msg('parent.ageMax')),
});

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  status: z.enum(['PENDING', 'ACTIVE', 'DECLINED', 'REVOKED']),
  expired: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  parentName: z.string(),
  accountExists: z.boolean(),
});

export const parentBillingSchema = z.object({
  subscriptionTier: z.enum(['FREE', 'PLUS', 'PRO', 'TEAM']),
  subscriptionStatus: z.enum(['ACTIVE', 'PAST_DUE', 'CANCELED', 'PAUSED']),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  portalAvailable: z.boolean(),
});

export const parentUpcomingSchema = z.object({
  bookingId: z.number().int(),
  athleteId: z.number().int(),
  programName: z.string(),
  athleteName: z.string(),
  athleteLastName: z.string(),
  sessionDate: z.string(),
  sessionTime: z.string(),
  status: z.enum(['CONFIRMED', 'PENDING', 'CANCELLED']),
  /** Booked with a session pack credit (issue 29): the row says "Paid with 1 credit from <pack>". */
  paidWithCredit: z.boolean(),
  creditPack: z.string().nullable(),
});

/**
 * A coach's review refused this month because the parent's plan's coach reviews ran out (a parent's
 * upload for a child counts on the parent's plan, decision 047): one per child, shown while the
 * plan still caps it (an upgrade, or the next month, clears it).
 */
export const parentPlanNoticeSchema = z.object({
  athleteId: z.number().int(),
  athleteName: z.string(),
  planName: z.string(),
  limit: z.number().int(),
  refusedAt: z.string(),
});
export type ParentPlanNotice = z.infer<typeof parentPlanNoticeSchema>;

export const parentFeedbackSchema = z.object({
  feedbackId: z.number().int(),
  athleteId: z.number().int(),
  athleteName: z.string(),
  athleteLastName: z.string(),
  rating: z.number().int().nullable(),
  comments: z.string(),
  createdAt: z.string(),
  coachName: z.string(),
  mediaUrl: z.string(),
  mediaType: z.string(),
});

export const linkedParentSchema = z.object({ linkId: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** POST /api/parent/add-athlete's answer: the invitation e-mailed to the athlete. */
export const addAthleteResultSchema = z.object({ message: z.string(), invitation: invitationSchema });
/** An invitation link's token. */
export const invitationTokenParams = z.object({ token: text().min(10).max(100) });
/** The sessions and feedback of one linked athlete, or of every one when left out. */
export const athleteScopeQuery = z.object({ athleteId: id().optional() });

/** POST /api/parent/children/:id/login: the address the child will sign in with. */
export const childLoginInviteSchema = z.object({
  email: text({ error: msg('auth.email') })
    .min(1, msg('auth.email'))
    .max(254)
    .pipe(z.email(msg('auth.email')))
    .transform((e) => e.toLowerCase()),
});
export const childLoginInviteResultSchema = z.object({ message: z.string(), invitation: childLoginInvitationSchema });

const tags = ['parent'];

/**
 * The parent feature's endpoints (decision 032): the parent's dashboard (403 to anyone but a parent,
 * and only ever about linked athletes), the invitation link as the invited athlete sees it, and the
 * athlete's side of the link.
 */
export const parentApi = {
  athletes: endpoint({ method: 'GET', path: '/api/parent/athletes', response: z.array(linkedAthleteSchema), roles: ['PARENT'], tags }),
  /** Pending invitations (expired ones say so). */
  invitations: endpoint({ method: 'GET', path: '/api/parent/invitations', response: z.array(invitationSchema), roles: ['PARENT'], tags }),
  addChild: endpoint({
    method: 'POST',
    path: '/api/parent/children',
    body: addChildSchema,
    response: linkedAthleteSchema,
    status: 201,
    roles: ['PARENT'],
    tags,
  }),
  addAthlete: endpoint({
    method: 'POST',
    path: '/api/parent/add-athlete',
    body: addAthleteSchema,
    response: addAthleteResultSchema,
    status: 201,
    roles: ['PARENT'],
    tags,
  }),
  /** A new link for 7 more days (the old one stops working). */
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/parent/invitations/:id/resend',
    params: idParams,
    response: messageSchema,
    roles: ['PARENT'],
    tags,
  }),
  revokeInvitation: endpoint({
    method: 'POST',
    path: '/api/parent/invitations/:id/revoke',
    params: idParams,
    response: messageSchema,
    roles: ['PARENT'],
    tags,
  }),
  /** Confirmed sessions to come, soonest first. */
  upcoming: endpoint({
    method: 'GET',
    path: '/api/parent/upcoming-sessions',
    query: athleteScopeQuery,
    response: z.array(parentUpcomingSchema),
    roles: ['PARENT'],
    tags,
  }),
  /** Coach reviews of the athletes' media, newest first. */
  feedback: endpoint({
    method: 'GET',
    path: '/api/parent/coach-feedback',
    query: athleteScopeQuery,
    response: z.array(parentFeedbackSchema),
    roles: ['PARENT'],
    tags,
  }),
  billing: endpoint({ method: 'GET', path: '/api/parent/billing', response: parentBillingSchema, roles: ['PARENT'], tags }),
  /** This month's coach reviews refused at the parent's plan, one per child (issue 29). */
  planNotices: endpoint({ method: 'GET', path: '/api/parent/plan-notices', response: z.array(parentPlanNoticeSchema), roles: ['PARENT'], tags }),
  /** Who invited whom, and whether the address has an account (public); 410 when the link cannot be used. */
  invitation: endpoint({ method: 'GET', path: '/api/invitations/:token', params: invitationTokenParams, response: invitationInfoSchema, tags }),
  /** As the signed-in addressee (403 with a message for anyone else). */
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    params: invitationTokenParams,
    response: messageSchema,
    access: 'user',
    tags,
  }),
  declineInvitation: endpoint({
    method: 'POST',
    path: '/api/invitations/:token/decline',
    params: invitationTokenParams,
    response: messageSchema,
    access: 'user',
    tags,
  }),
  /** A child without a login, 13 or older, is invited to one at an address (decision 047); a new one replaces the open one. */
  giveChildLogin: endpoint({
    method: 'POST',
    path: '/api/parent/children/:id/login',
    params: idParams,
    body: childLoginInviteSchema,
    response: childLoginInviteResultSchema,
    status: 201,
    roles: ['PARENT'],
    tags,
  }),
  /** The open invitation again, with a new link (the old one stops working). */
  resendChildLogin: endpoint({
    method: 'POST',
    path: '/api/parent/children/:id/login/resend',
    params: idParams,
    response: childLoginInviteResultSchema,
    roles: ['PARENT'],
    tags,
  }),
  cancelChildLogin: endpoint({ method: 'DELETE', path: '/api/parent/children/:id/login', params: idParams, response: messageSchema, roles: ['PARENT'], tags }),
  /** The signed-in athlete's linked parents. */
  myParents: endpoint({ method: 'GET', path: '/api/my-parents', response: z.array(linkedParentSchema), access: 'user', tags }),
  unlinkParent: endpoint({ method: 'DELETE', path: '/api/my-parents/:id', params: idParams, response: messageSchema, access: 'user', tags }),
};
