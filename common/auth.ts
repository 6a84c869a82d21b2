import { z } from 'zod';
import { COACH_STATUSES } from './coach-approval.ts';
import { endpoint } from './endpoint.ts';
import { rawText, text } from './input.ts';

export const ROLES = ['ATHLETE', 'COACH', 'PARENT'] as const;
export type Role = (typeof ROLES)[number];
export const TIERS = ['FREE', 'PLUS', 'PRO', 'TEAM'] as const;
export type Tier = (typeof TIERS)[number];

/** ASVS 5.0 V6.2.1 (issue 16; the spec's 6 is raised, docs/design.md decides). */
export const PASSWORD_MIN = 8;

export const AUTH_MESSAGES = {
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  passwordLength: `Password must be at least ${PASSWORD_MIN} characters long`,
  loginRequired: 'Please enter both email and password',
  role: 'Please choose a role: Athlete, Coach or Parent',
  duplicate: 'An account with this email already exists',
  commonPassword: 'Please choose a less common password',
  badCredentials: 'Invalid email or password',
  signupFailed: 'Signup failed. Please try again.',
  loginFailed: 'Login failed. Please check your credentials.',
  network: 'Network error. Please check your connection and try again.',
} as const;

const requiredText = (max: number) =>
  text({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required).max(max, `Please keep this under ${max} characters`);

export const emailField = requiredText(254)
  .pipe(z.email(AUTH_MESSAGES.email))
  .transform((e) => e.toLowerCase());

export const signupSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailField,
  password: rawText({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
    .max(200, 'Password must be at most 200 characters long'),
  role: z.enum(ROLES, { error: AUTH_MESSAGES.role }),
  /** From a parent's invitation link: the new athlete account is linked on completion. */
  inviteToken: text().max(100).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: text({ error: AUTH_MESSAGES.loginRequired })
    .min(1, AUTH_MESSAGES.loginRequired)
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: rawText({ error: AUTH_MESSAGES.loginRequired }).min(1, AUTH_MESSAGES.loginRequired).max(200),
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

export const EMAIL_CHANGE_MESSAGES = {
  passwordNeeded: 'Please enter your current password to change your e-mail address.',
  wrongPassword: 'Your current password is not correct.',
  invalid: 'This link to confirm your new e-mail address is not valid, or was already used.',
  expired: 'This link to confirm your new e-mail address has expired. Please change the address again.',
  done: 'Your e-mail address was changed. Use it to sign in from now on.',
  /** The link sent at sign-up (or again from the account page) to the account's own address (issue 16). */
  verified: 'Your e-mail address is verified.',
  verifyInvalid: 'This link to verify your e-mail address is not valid, or was already used.',
  verifyExpired: 'This link to verify your e-mail address has expired. Please ask for a new one from your account page.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verifyTooMany: 'Too many verification e-mails were requested. Please try again in an hour.',
  changeTooMany: 'Too many e-mail changes were requested. Please try again in an hour.',
} as const;

/** How long the link sent to a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24;
/** How long the link that verifies the account's own address works (issue 16). */
export const EMAIL_VERIFY_DAYS = 7;
/** Verification links one account may ask for in an hour. */
export const EMAIL_VERIFY_RESENDS_PER_HOUR = 3;
/** E-mail changes asked for per account, and per new address, in an hour (issue 29: each one mails the address). */
export const EMAIL_CHANGES_PER_HOUR = { account: 5, address: 3 } as const;
/** The answer to "send the link again". */
export const verificationSentMessage = (email: string) => `We sent a new link to ${email}. It works once, for ${EMAIL_VERIFY_DAYS} days.`;

/** PATCH /api/account: the account, and the address waiting for its link (null when none was asked for). */
export const accountUpdateResultSchema = userSchema.extend({ pendingEmail: z.string().nullable() });

export const confirmEmailSchema = z.object({
  token: text({ error: EMAIL_CHANGE_MESSAGES.invalid }).min(1, EMAIL_CHANGE_MESSAGES.invalid).max(100, EMAIL_CHANGE_MESSAGES.invalid),
  /** Which page the link was opened on: only words the answer for a link that is unknown or used (the link itself decides what happens). */
  purpose: z.enum(['change', 'verify']).optional(),
});

export const passwordChangeSchema = z.object({
  currentPassword: rawText({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(200),
  newPassword: rawText({ error: AUTH_MESSAGES.passwordLength })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
    .max(200, 'Password must be at most 200 characters long'),
});

/** Forgot password (issue 16): how long an e-mailed link works. */
export const RESET_LINK_MINUTES = 60;

export const RESET_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  sent: 'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 1 hour.',
  invalid: 'This link to reset your password is not valid, or was already used. Please ask for a new one.',
  expired: 'This link to reset your password has expired. Please ask for a new one.',
  done: 'Your password was changed and every device was signed out. Please log in with your new password.',
  tooMany: 'Too many reset requests. Please try again in a few minutes.',
} as const;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: text({ error: RESET_MESSAGES.invalid }).min(1, RESET_MESSAGES.invalid).max(100, RESET_MESSAGES.invalid),
  password: rawText({ error: AUTH_MESSAGES.passwordLength })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
    .max(200, 'Password must be at most 200 characters long'),
});

/** A child's own login from the link their parent had sent (decision 047). */
export const CHILD_LOGIN_MESSAGES = {
  invalid: 'This link is invalid, was already used or has expired. Ask your parent to send a new one.',
  passwordsDiffer: 'The passwords do not match.',
  emailTaken: 'This e-mail address already belongs to an account. Please use another address for your child.',
  done: 'Your login is ready. Welcome!',
} as const;

/** GET /api/child-login/:token: who the link is for (no sign-in needed). */
export const childLoginInfoSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export const childLoginTokenParams = z.object({ token: text().min(10).max(100) });

/** POST /api/child-login/:token: the child's new password, twice. */
export const childLoginAcceptSchema = z
  .object({
    password: rawText({ error: AUTH_MESSAGES.passwordLength })
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
      .max(200, 'Password must be at most 200 characters long'),
    confirmPassword: rawText({ error: CHILD_LOGIN_MESSAGES.passwordsDiffer }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: CHILD_LOGIN_MESSAGES.passwordsDiffer });
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
