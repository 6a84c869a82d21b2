import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResultSchema, loginSchema, messageSchema, signupSchema, userSchema } from '../../../common/auth.ts';
import { COACH_APPROVAL_MESSAGES } from '../../../common/coach-approval.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { tooMany } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import { forgotPasswordSchema, RESET_MESSAGES, resetPasswordSchema } from '../../../common/password-reset.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { checkCredentials, signup, toAuthUser } from './service.ts';
import { acceptInvitation } from '../parent/invitations.ts';

export interface AuthRouteOptions {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  loginLimit: number;
  loginWindowMinutes: number;
  signupLimit: number;
}

const HOUR = 60 * 60 * 1000;
/** Forgot-password requests per hour: from one network, and for one address. */
const RESET_LIMIT_PER_IP = 10;
const RESET_LIMIT_PER_EMAIL = 3;

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginWindowMs = opts.loginWindowMinutes * 60 * 1000;

  r.post(
    '/api/auth/signup',
    { schema: { tags: ['auth'], body: signupSchema, response: { 201: authResultSchema } } },
    async (req, reply) => {
      const { count, resetInMs } = await opts.limiter.hit(`signup:${req.ip}`, HOUR);
      if (count > opts.signupLimit) {
        const minutes = Math.ceil(resetInMs / 60000);
        throw tooMany(`Too many sign-ups from this network. Please try again in ${minutes} minutes.`, Math.ceil(resetInMs / 1000));
      }
      const { inviteToken, ...data } = req.body;
      const user = await signup(opts.db, opts.config, data);
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
      const key = `login:${req.body.email}`;
      if ((await opts.limiter.count(key)) >= opts.loginLimit) {
        throw tooMany(
          `Too many failed sign-in attempts for this email. Please wait ${opts.loginWindowMinutes} minutes and try again.`,
          opts.loginWindowMinutes * 60,
        );
      }
      let user;
      try {
        user = await checkCredentials(opts.db, req.body.email, req.body.password);
      } catch (err) {
        await opts.limiter.hit(key, loginWindowMs);
        throw err;
      }
      await opts.limiter.reset(key);
      await reply.endSession(req);
      await reply.startSession(user.id);
      return { role: user.role, message: 'Signed in', user: toAuthUser(user) };
    },
  );

  // Forgot password (issue 16): one answer whatever the address; limited per network and per address.
  r.post('/api/auth/forgot-password', { schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageSchema } } }, async (req) => {
    for (const [key, limit] of [[`reset-ip:${req.ip}`, RESET_LIMIT_PER_IP], [`reset-email:${req.body.email}`, RESET_LIMIT_PER_EMAIL]] as const) {
      const { count, resetInMs } = await opts.limiter.hit(key, HOUR);
      if (count > limit) throw tooMany(RESET_MESSAGES.tooMany, Math.ceil(resetInMs / 1000));
    }
    await requestPasswordReset(opts.db, opts.config, req.body.email);
    return { message: RESET_MESSAGES.sent };
  });

  r.post('/api/auth/reset-password', { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageSchema } } }, async (req, reply) => {
    const { count, resetInMs } = await opts.limiter.hit(`reset-use-ip:${req.ip}`, HOUR);
    if (count > RESET_LIMIT_PER_IP * 2) throw tooMany(RESET_MESSAGES.tooMany, Math.ceil(resetInMs / 1000));
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

  // Browser navigations (DESIGN.md section 6).
  r.get('/api/login', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/login'));
  // Signing out changes state, so only the POST above does it (issue 16): a link on another site
  // must not sign anyone out. A navigation here opens the confirmation page instead.
  r.get('/api/logout', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/logout'));
}
