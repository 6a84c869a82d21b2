import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../common/account.ts';
import { EXPORT_FILE_NAME } from '../../../common/account-data.ts';
import { EMAIL_CHANGES_PER_HOUR } from '../../../common/auth.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooMany } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { takeEach } from '../../platform/http/limits.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { toAuthUser } from '../auth/service.ts';
import { getContactDetails, saveContactDetails } from './contact-details.ts';
import { deleteAccount } from './deletion.ts';
import { deletionPreview } from './deletion-preview.ts';
import { confirmEmailChange, updateAccount } from './email-change.ts';
import { verificationRoutes } from './verification-routes.ts';
import { exportAccount } from './export.ts';
import { changePassword, saveLanguage, saveProfileSetup } from './service.ts';
import { sessionRoutes } from './sessions-routes.ts';
import { msg } from '../../../common/messages/index.ts';

const HOUR_S = 60 * 60;

/** The signed-in person's account: details, e-mail, language, password, sessions, deletion and export (endpoints in common/account.ts). */
export async function accountRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  sessionRoutes(app, opts.db);
  route(app, accountApi.profileSetup, async (req) => toAuthUser(await saveProfileSetup(opts.db, requireUser(req), req.body)));
  // Each e-mail change mails the new address and the old one: limited per account and per address (issue 29).
  const changesByAccount = opts.limits.window('email-change:account', EMAIL_CHANGES_PER_HOUR.account, HOUR_S);
  const changesByAddress = opts.limits.window('email-change:address', EMAIL_CHANGES_PER_HOUR.address, HOUR_S);
  route(app, accountApi.update, async (req) => {
    const me = requireUser(req);
    const next = req.body.email?.trim().toLowerCase();
    if (next && next !== me.email.toLowerCase()) {
      await takeEach(
        [
          [changesByAccount, String(me.id)],
          [changesByAddress, next],
        ],
        (wait) => tooMany(msg('auth.changeTooMany'), wait),
      );
    }
    const { user, pendingEmail } = await updateAccount(opts.db, opts.config, me, req.body, opts.now(), requestLanguage(req));
    return { ...toAuthUser(user), pendingEmail };
  });
  // The link sent to a new address (issue 16): the token alone proves the inbox; the change was asked for with the password.
  // The same link type verifies the account's own address (issue 16): the answer says which it was.
  route(app, accountApi.confirmEmail, async (req) => {
    const { outcome } = await confirmEmailChange(opts.db, opts.config, req.body.token, opts.now(), req.body.purpose, requestLanguage(req));
    return { message: outcome === 'verified' ? msg('auth.emailVerified') : msg('auth.emailChanged') };
  });
  verificationRoutes(app, opts);
  // The language of the account's screens, server messages and e-mails (the header's switch).
  route(app, accountApi.language, async (req) => toAuthUser(await saveLanguage(opts.db, requireUser(req), req.body.language)));
  route(app, accountApi.changePassword, async (req) => {
    await changePassword(opts.db, requireUser(req), req.sessionTokenHash, req.body, opts.now());
    return { message: msg('account.passwordChanged') };
  });
  // The address and emergency contact given with the athlete registration: only the signed-in person's own (issue 29).
  route(app, accountApi.contactDetails, async (req) => getContactDetails(opts.db, requireUser(req)));
  route(app, accountApi.saveContactDetails, async (req) => saveContactDetails(opts.db, requireUser(req), req.body, opts.now()));
  // What a deletion would take, read with the deletion's own rules (issue 29).
  route(app, accountApi.deletionPreview, async (req) => deletionPreview(opts.db, requireUser(req), opts.now()));
  // Delete my account (decision 026): the password again; the row stays anonymised for the money records.
  route(app, accountApi.delete, async (req, reply) => {
    await deleteAccount(opts, requireUser(req), req.body.password, opts.now());
    await reply.endSession(req);
    return { message: msg('account.deleted') };
  });
  // Download my data: the signed-in user's own data as a JSON file (a download).
  route(app, accountApi.export, async (req, reply) => {
    const data = await exportAccount(opts, requireUser(req), opts.now());
    reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`).header('cache-control', 'no-store');
    return data;
  });
}
