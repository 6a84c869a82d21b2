import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../common/auth.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, tooMany } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { GrowingDelay, take } from '../../platform/http/limits.ts';
import { languageFromHeader, requestLanguage, translateMessage } from '../../platform/i18n/language.ts';
import { acceptChildLogin, childLoginInfo } from './child-login.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { checkCredentials, signup, toAuthUser } from './service.ts';
import { acceptInvitation } from '../parent/invitations.ts';
import { msg } from '../../../common/messages/index.ts';

/** 30 seconds, 2 minutes: how long to wait, for a 429's message (auth.loginsTooMany). */
export function waitFor(ms: number): { n: number; unit: 'seconds' | 'minutes' } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? { n: seconds, unit: 'seconds' } : { n: Math.ceil(seconds / 60), unit: 'minutes' };
}

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;
/** Forgot-password requests per hour: from one network, and for one address. */
const RESET_LIMIT_PER_IP = 10;
const RESET_LIMIT_PER_EMAIL = 3;

/** Sign-up, sign-in and out, forgotten passwords, and who is signed in (endpoints in common/auth.ts). */
export async function authRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
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

  route(app, authApi.signup, async (req, reply) => {
    const waitMs = await take(signupsByIp, req.ip);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60000);
      throw tooMany(msg('auth.signupsTooMany', { minutes }), Math.ceil(waitMs / 1000));
    }
    const { inviteToken, ...data } = req.body;
    const user = await signup(opts.db, opts.config, data, inviteToken, opts.now(), languageFromHeader(req.headers['accept-language']));
    await reply.startSession(user.id);
    let message: string = user.role === 'COACH' ? msg('auth.coachSignedUp') : msg('auth.created');
    if (inviteToken) {
      // The account stands even if the invitation cannot be used; the message says so.
      message = await opts.db
        .transaction((tx) => acceptInvitation(tx, user, inviteToken, opts.now()))
        .then(() => msg('auth.createdAndLinked'))
        .catch((err: Error) => {
          const lang = requestLanguage(req);
          return msg('auth.createdNotLinked', { reason: translateMessage(err instanceof HttpError && err.ref ? err.ref : err.message, lang) });
        });
    }
    return { role: user.role, message, user: toAuthUser(user) };
  });

  route(app, authApi.login, async (req, reply) => {
    const keys = { pair: `${req.body.email}|${req.ip}`, account: req.body.email, address: req.ip };
    const dims = (['pair', 'account', 'address'] as const).map((d) => [loginLimits[d], keys[d]] as const);
    const attempts = await Promise.all(dims.map(([limit, key]) => limit.attempt(key)));
    const waitMs = Math.max(...attempts.map((a) => a.waitMs));
    if (waitMs > 0) {
      await Promise.all(dims.map(([limit, key], i) => limit.release(key, attempts[i]!)));
      throw tooMany(msg('auth.loginsTooMany', waitFor(waitMs)), Math.ceil(waitMs / 1000));
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
    return { role: user.role, message: msg('auth.signedIn'), user: toAuthUser(user) };
  });

  // Forgot password (issue 16): one answer whatever the address; limited per network and per address.
  route(app, authApi.forgotPassword, async (req) => {
    for (const [limiter, key] of [
      [resetsByIp, req.ip],
      [resetsByEmail, req.body.email],
    ] as const) {
      const waitMs = await take(limiter, key);
      if (waitMs > 0) throw tooMany(msg('auth.resetTooMany'), Math.ceil(waitMs / 1000));
    }
    await requestPasswordReset(opts.db, opts.config, req.body.email, opts.now());
    return { message: msg('auth.resetSent') };
  });

  route(app, authApi.resetPassword, async (req, reply) => {
    const waitMs = await take(resetUsesByIp, req.ip);
    if (waitMs > 0) throw tooMany(msg('auth.resetTooMany'), Math.ceil(waitMs / 1000));
    await resetPassword(opts.db, req.body.token, req.body.password, opts.now());
    // Every session of the account has ended; this browser's cookie goes too.
    await reply.endSession(req);
    return { message: msg('auth.resetDone') };
  });

  // A child's own login from the link a parent had sent (decision 047): the child is signed in.
  route(app, authApi.childLogin, async (req) => childLoginInfo(opts.db, req.params.token, opts.now()));
  // Not limited: a password is hashed only for a usable link, and a link is used once.
  route(app, authApi.acceptChildLogin, async (req, reply) => {
    const child = await acceptChildLogin(opts.db, req.params.token, req.body.password, opts.now());
    await reply.endSession(req);
    await reply.startSession(child.id);
    return { role: child.role, message: msg('auth.childLoginDone'), user: toAuthUser(child) };
  });

  route(app, authApi.logout, async (req, reply) => {
    await reply.endSession(req);
    return { message: msg('auth.signedOut') };
  });

  route(app, authApi.user, async (req) => toAuthUser(requireUser(req)));

  // Browser navigations (docs/design.md section 6).
  route(app, authApi.loginPage, () => '/login');
  // Signing out changes state, so only the POST above does it (issue 16): a link on another site
  // must not sign anyone out. A navigation here opens the confirmation page instead.
  route(app, authApi.logoutPage, () => '/logout');
}
