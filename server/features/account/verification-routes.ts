import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../common/account.ts';
import { EMAIL_VERIFY_RESENDS_PER_HOUR } from '../../../common/auth.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { tooMany } from '../../platform/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { take } from '../../platform/http/limits.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { requireUnverified, resendVerification } from '../auth/email-verification.ts';
import { msg } from '../../../common/messages/index.ts';

export type VerificationDeps = Pick<AppContext, 'db' | 'config' | 'limits' | 'now'>;

/**
 * "Send the link again" for a signed-in account whose address is not verified yet (issue 16):
 * a new link voids the older ones; at most 3 an hour per account (the mail goes to the account's
 * own address, but it is still mail sent on request).
 */
export function verificationRoutes(app: FastifyInstance, opts: VerificationDeps): void {
  const resends = opts.limits.window('verify-resend:account', EMAIL_VERIFY_RESENDS_PER_HOUR, 60 * 60);
  route(app, accountApi.resendVerification, async (req) => {
    const user = requireUnverified(requireUser(req));
    const waitMs = await take(resends, String(user.id));
    if (waitMs > 0) throw tooMany(msg('auth.verifyTooMany'), Math.ceil(waitMs / 1000));
    return { message: await resendVerification(opts.db, opts.config, user, requestLanguage(req), opts.now()) };
  });
}
