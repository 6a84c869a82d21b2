import { z } from 'zod';
import { COACH_STATUSES } from './coach-approval.ts';
import { endpoint } from './endpoint.ts';
import { rawText, text } from './input.ts';
import { msg } from './messages/index.ts';
import { ROLES } from './roles.ts';

export { ROLES, type Role } from './roles.ts';

export const TIERS = ['FREE', 'PLUS', 'PRO', 'TEAM'] as const;
export type Tier = (typeof TIERS)[number];

/** ASVS 5.0 V6.2.1 (issue 16; the spec's 6 is raised, docs/design.md decides). */
export const PASSWORD_MIN = 8;

const requiredText = (max: number) =>
  text({ error: msg('auth.required') })
    .min(1, msg('auth.required'))
    .max(max, msg('input.tooLong', { max }));

export const emailField = requiredText(254)
  .pipe(z.email(msg('auth.email')))
  .transform((e) => e.toLowerCase());

export const signupSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailField,
  password: rawText({ error: msg('auth.required') })
    .min(1, msg('auth.required'))
    .min(PASSWORD_MIN, msg('auth.passwordLength'))
    .max(200, msg('auth.passwordMax')),
  role: z.enum(ROLES, { error: msg('auth.role') }),
  /** From a parent's invitation link: the new athlete account is linked on completion. */
  inviteToken: text().max(100).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: text({ error: msg('auth.loginRequired') })
    .min(1, msg('auth.loginRequired'))
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: rawText({ error: msg('auth.loginRequired') })
    .min(1, msg('auth.loginRequired'))
    .max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  isStaff: z.boolean(),
  /** Coaches only: coach tools open once staff approve the account (issue 16). */
  coachStatus: z.enum(COACH_STATUSES).nullable(),
  age: z.number().int().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  trainingGoals: z.string().nullable(),
  profileCompleted: z.boolean(),
  /** Whether the person proved they read the account's address (a link e-mailed to it was opened; issue 16). */
  emailVerified: z.boolean(),
  /** The account's language (null: follow the browser). */
  language: z.enum(['en', 'es']).nullable(),
  createdAt: z.string(),
});
export type AuthUser = z.infer<typeof userSchema>;

export const authResultSchema = z.object({
  role: z.enum(ROLES),
  message: z.string(),
  user: userSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const messageSchema = z.object({ message: z.string() });

export const LANGUAGES = ['en', 'es'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const languageInputSchema = z.object({ language: z.enum(LANGUAGES) });

export const accountUpdateSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailField,
  /** Needed when the e-mail changes (issue 16); the new address then takes effect from its link. */
  currentPassword: rawText().max(200).optional(),
});

/** How long the link sent to a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24;
/** How long the link that verifies the account's own address works (issue 16). */
export const EMAIL_VERIFY_DAYS = 7;
/** Verification links one account may ask for in an hour. */
export const EMAIL_VERIFY_RESENDS_PER_HOUR = 3;
/** E-mail changes asked for per account, and per new address, in an hour (issue 29: each one mails the address). */
export const EMAIL_CHANGES_PER_HOUR = { account: 5, address: 3 } as const;

/** PATCH /api/account: the account, and the address waiting for its link (null when none was asked for). */
export const accountUpdateResultSchema = userSchema.extend({ pendingEmail: z.string().nullable() });

export const confirmEmailSchema = z.object({
  token: text({ error: msg('auth.emailChangeInvalid') })
    .min(1, msg('auth.emailChangeInvalid'))
    .max(100, msg('auth.emailChangeInvalid')),
  /** Which page the link was opened on: only words the answer for a link that is unknown or used (the link itself decides what happens). */
  purpose: z.enum(['change', 'verify']).optional(),
});

export const passwordChangeSchema = z.object({
  currentPassword: rawText({ error: msg('auth.currentPasswordNeeded') })
    .min(1, msg('auth.currentPasswordNeeded'))
    .max(200),
  newPassword: rawText({ error: msg('auth.passwordLength') })
    .min(PASSWORD_MIN, msg('auth.passwordLength'))
    .max(200, msg('auth.passwordMax')),
});

/** Forgot password (issue 16): how long an e-mailed link works. */
export const RESET_LINK_MINUTES = 60;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: text({ error: msg('auth.resetInvalid') })
    .min(1, msg('auth.resetInvalid'))
    .max(100, msg('auth.resetInvalid')),
  password: rawText({ error: msg('auth.passwordLength') })
    .min(PASSWORD_MIN, msg('auth.passwordLength'))
    .max(200, msg('auth.passwordMax')),
});

/** GET /api/child-login/:token: who the link is for (no sign-in needed). */
export const childLoginInfoSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export const childLoginTokenParams = z.object({ token: text().min(10).max(100) });

/** POST /api/child-login/:token: the child's new password, twice. */
export const childLoginAcceptSchema = z
  .object({
    password: rawText({ error: msg('auth.passwordLength') })
      .min(PASSWORD_MIN, msg('auth.passwordLength'))
      .max(200, msg('auth.passwordMax')),
    confirmPassword: rawText({ error: msg('auth.passwordsDiffer') }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: msg('auth.passwordsDiffer') });
export type ChildLoginAcceptInput = z.input<typeof childLoginAcceptSchema>;

const tags = ['auth'];

/** The auth feature's endpoints (decision 032). */
export const authApi = {
  /** A new account, signed in at once (201); with an invitation's token the athlete is linked to the parent. */
  signup: endpoint({ method: 'POST', path: '/api/auth/signup', body: signupSchema, response: authResultSchema, status: 201, tags }),
  login: endpoint({ method: 'POST', path: '/api/auth/login', body: loginSchema, response: authResultSchema, tags }),
  /** The same answer whether or not the address has an account. */
  forgotPassword: endpoint({ method: 'POST', path: '/api/auth/forgot-password', body: forgotPasswordSchema, response: messageSchema, tags }),
  resetPassword: endpoint({ method: 'POST', path: '/api/auth/reset-password', body: resetPasswordSchema, response: messageSchema, tags }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: messageSchema, tags }),
  /** A child's login link (public, decision 047): 410 when it cannot be used. */
  childLogin: endpoint({ method: 'GET', path: '/api/child-login/:token', params: childLoginTokenParams, response: childLoginInfoSchema, tags }),
  /** Sets the child's password and address; the child is signed in. */
  acceptChildLogin: endpoint({
    method: 'POST',
    path: '/api/child-login/:token',
    params: childLoginTokenParams,
    body: childLoginAcceptSchema,
    response: authResultSchema,
    tags,
  }),
  /** The signed-in user (401 for visitors: the web reads that as "signed out", lib/use-user.ts). */
  user: endpoint({ method: 'GET', path: '/api/auth/user', response: userSchema, access: 'user', tags }),
  /** Browser navigations (docs/design.md section 6): redirects to the login page. */
  loginPage: endpoint({ method: 'GET', path: '/api/login', redirect: true }),
  /**
   * To the sign-out confirmation page: signing out changes state, so only the POST above does it
   * (issue 16), and a link on another site must not sign anyone out.
   */
  logoutPage: endpoint({ method: 'GET', path: '/api/logout', redirect: true }),
};
