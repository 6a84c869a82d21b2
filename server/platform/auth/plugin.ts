import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { coachRefusal } from '../../../common/coach-approval.ts';
import type { User } from '../../db/schema/users.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { createSession, resolveSession, revokeSession, type SessionCache } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionTokenHash: string | null;
  }
}

export interface AuthOptions {
  db: Db;
  sessionDays: number;
  /** Behind HTTPS the cookie is named with the __Host- prefix and marked Secure. */
  secure: boolean;
  /** Sessions resolved recently on this node (see SessionCache). */
  cache?: SessionCache;
}

export const cookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

export const authPlugin = fp<AuthOptions>(async (app, opts) => {
  const name = cookieName(opts.secure);
  const cookieOptions = (expires: Date) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secure,
    expires,
  });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
    const { token, expiresAt } = await createSession(opts.db, userId, opts.sessionDays, this.request.headers['user-agent']);
    this.setCookie(name, token, cookieOptions(expiresAt));
  });

  app.decorateReply('endSession', async function (this: FastifyReply, req: FastifyRequest) {
    if (req.sessionTokenHash) {
      await revokeSession(opts.db, req.sessionTokenHash);
      opts.cache?.delete(req.sessionTokenHash);
    }
    this.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
  });

  // Callback style, so a request without a session (or outside the API) costs no promise.
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/')) return done();
    const token = req.cookies[name];
    if (!token) return done();
    resolveSession(opts.db, token, opts.sessionDays, opts.cache).then((found) => {
      if (!found) {
        reply.clearCookie(name, { path: '/' });
        return done();
      }
      req.user = found.user;
      req.sessionTokenHash = found.tokenHash;
      if (found.renewedUntil) reply.setCookie(name, token, cookieOptions(found.renewedUntil));
      done();
    }, done);
  });

  // An answer to a signed-in request may be personal: no browser or proxy keeps it (issue 29),
  // unless its route chose a cache policy of its own.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
});

declare module 'fastify' {
  interface FastifyReply {
    startSession(userId: number): Promise<void>;
    endSession(req: FastifyRequest): Promise<void>;
  }
}

/** The signed-in user, or a 401 that the client recognises ('401: ...Unauthorized'). */
export function requireUser(req: FastifyRequest): User {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The signed-in user when their role is one of `roles`; a coach also needs staff approval (issue 16). */
export function requireRole(req: FastifyRequest, ...roles: User['role'][]): User {
  const user = requireUser(req);
  if (!roles.includes(user.role)) throw forbidden();
  const refusal = coachRefusal(user);
  if (refusal) throw forbidden(refusal);
  return user;
}

export type App = FastifyInstance;
