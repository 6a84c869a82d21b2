import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResultSchema, loginSchema, messageSchema, signupSchema, userSchema } from '../../../common/auth.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { tooMany } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import { checkCredentials, signup, toAuthUser } from './service.ts';
import { acceptInvitation } from '../parent/invitations.ts';

export interface AuthRouteOptions {
  db: Db;
  limiter: RateLimiter;
  loginLimit: number;
  loginWindowMinutes: number;
  signupLimit: number;
}

const HOUR = 60 * 60 * 1000;

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
      const user = await signup(opts.db, data);
      await reply.startSession(user.id);
      let message = 'Account created';
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

  r.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: messageSchema } } }, async (req, reply) => {
    await reply.endSession(req);
    return { message: 'Signed out' };
  });

  r.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: userSchema } } }, async (req) =>
    toAuthUser(requireUser(req)),
  );

  // Browser navigations (DESIGN.md section 6).
  r.get('/api/login', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/login'));
  r.get('/api/logout', { schema: { hide: true } }, async (req, reply) => {
    await reply.endSession(req);
    return reply.redirect('/');
  });
}
