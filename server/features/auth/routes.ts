import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResultSchema, loginSchema, messageSchema, signupSchema, userSchema } from '../../../common/auth.ts';
import { COACH_APPROVAL_MESSAGES } from '../../../common/coach-approval.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooMany } from '../../platform/errors.ts';
import { GrowingDelay, take } from '../../platform/http/limits.ts';
import { languageFromHeader } from '../../platform/i18n/language.ts';
import { forgotPasswordSchema, RESET_MESSAGES, resetPasswordSchema } from '../../../common/password-reset.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { checkCredentials, signup, toAuthUser } from './service.ts';
import { acceptInvitation } from '../parent/invitations.ts';

/** "30 seconds", "2 minutes": how long to wait, for a 429's message. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;
/** Forgot-password requests per hour: from one network, and for one address. */
const RESET_LIMIT_PER_IP = 10;
const RESET_LIMIT_PER_EMAIL = 3;

export async function authRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, limits } = opts;
  const maxDelay = config.LOGIN_RATE_WINDOW_MINUTES * 60;
  // Sign-in failures, counted three ways (decision 020): this account from this address, this
  // account from anywhere, this address for any account. The same for addresses without an account.
  const loginLimits = {
    pair: new GrowingDelay(limits, 'login:pair', config.LOGIN_RATE_LIMIT, DAY_S, maxDelay),
    account: new GrowingDelay(limits, 'login:account', config.LOGIN_ACCOUNT_LIMIT, DAY_S, maxDelay),
    address: new GrowingDelay(limits, 'login:ip', config.LOGIN_IP_LIMIT, HOUR_S, maxDelay),
  };
  const signupsByIp = limits.window('signup:ip', config.SIGNUP_RATE_LIMIT, HOUR_S);
  const resetsByIp = limits.window('reset:ip', RESET_LIMIT_PER_IP, HOUR_S);
  const resetsByEmail = limits.window('reset:email', RESET_LIMIT_PER_EMAIL, HOUR_S);
  const resetUsesByIp = limits.window('reset-use:ip', RESET_LIMIT_PER_IP * 2, HOUR_S);

  r.post(
    '/api/auth/signup',
    { schema: { tags: ['auth'], body: signupSchema, response: { 201: authResultSchema } } },
    async (req, reply) => {
      const waitMs = await take(signupsByIp, req.ip);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60000);
        throw tooMany(`Too many sign-ups from this network. Please try again in ${minutes} minutes.`, Math.ceil(waitMs / 1000));
      }
      const { inviteToken, ...data } = req.body;
      const user = await signup(opts.db, opts.config, data, inviteToken, new Date(), languageFromHeader(req.headers['accept-language']));
      await reply.startSession(user.id);
      let message = user.role === 'COACH' ? COACH_APPROVAL_MESSAGES.signedUp : 'Account created';
      if (inviteToken) {
        // The account stands even if the invitation cannot be used; the message says so.
        message = await opts.db
          .transaction((tx) => acceptInvitation(tx, user, inviteToken))
          .then(() => 'Account created and linked with your parent')
          .catch((err: Error) => `Account created. ${err.message}`);
      }
      return reply.code(201).send({ role: user.role, message, user: toAuthUser(user) });
    },
  );

  r.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: authResultSchema } } },
    async (req, reply) => {
      const keys = { pair: `${req.body.email}|${req.ip}`, account: req.body.email, address: req.ip };
      const dims = (['pair', 'account', 'address'] as const).map((d) => [loginLimits[d], keys[d]] as const);
      const attempts = await Promise.all(dims.map(([limit, key]) => limit.attempt(key)));
      const waitMs = Math.max(...attempts.map((a) => a.waitMs));
      if (waitMs > 0) {
        await Promise.all(dims.map(([limit, key], i) => limit.release(key, attempts[i]!)));
        throw tooMany(`Too many failed sign-in attempts. Please wait ${waitWords(waitMs)} and try again.`, Math.ceil(waitMs / 1000));
      }
      let user;
      try {
        user = await checkCredentials(opts.db, req.body.email, req.body.password);
      } catch (err) {
        await Promise.all(dims.map(([limit, key], i) => limit.failed(key, attempts[i]!)));
        throw err;
      }
      await Promise.all(dims.map(([limit, key], i) => (limit === loginLimits.pair ? limit.succeeded(key) : limit.forgive(key, attempts[i]!))));
      await reply.endSession(req);
      await reply.startSession(user.id);
      return { role: user.role, message: 'Signed in', user: toAuthUser(user) };
    },
  );

  // Forgot password (issue 16): one answer whatever the address; limited per network and per address.
  r.post('/api/auth/forgot-password', { schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageSchema } } }, async (req) => {
    for (const [limiter, key] of [[resetsByIp, req.ip], [resetsByEmail, req.body.email]] as const) {
      const waitMs = await take(limiter, key);
      if (waitMs > 0) throw tooMany(RESET_MESSAGES.tooMany, Math.ceil(waitMs / 1000));
    }
    await requestPasswordReset(opts.db, opts.config, req.body.email);
    return { message: RESET_MESSAGES.sent };
  });

  r.post('/api/auth/reset-password', { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageSchema } } }, async (req, reply) => {
    const waitMs = await take(resetUsesByIp, req.ip);
    if (waitMs > 0) throw tooMany(RESET_MESSAGES.tooMany, Math.ceil(waitMs / 1000));
    await resetPassword(opts.db, req.body.token, req.body.password);
    // Every session of the account has ended; this browser's cookie goes too.
    await reply.endSession(req);
    return { message: RESET_MESSAGES.done };
  });

  r.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: messageSchema } } }, async (req, reply) => {
    await reply.endSession(req);
    return { message: 'Signed out' };
  });

  r.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: userSchema } } }, async (req) =>
    toAuthUser(requireUser(req)),
  );

  // Browser navigations (docs/design.md section 6).
  r.get('/api/login', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/login'));
  // Signing out changes state, so only the POST above does it (issue 16): a link on another site
  // must not sign anyone out. A navigation here opens the confirmation page instead.
  r.get('/api/logout', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/logout'));
}
