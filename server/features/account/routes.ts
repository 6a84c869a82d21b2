import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountUpdateResultSchema, accountUpdateSchema, confirmEmailSchema, EMAIL_CHANGE_MESSAGES, languageInputSchema, messageSchema, passwordChangeSchema, userSchema } from '../../../common/auth.ts';
import { ACCOUNT_DATA_MESSAGES, accountExportSchema, deleteAccountSchema, EXPORT_FILE_NAME } from '../../../common/account-data.ts';
import { userProfileSetupSchema } from '../../../common/profiles.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { toAuthUser } from '../auth/service.ts';
import { deleteAccount } from './deletion.ts';
import { confirmEmailChange, updateAccount } from './email-change.ts';
import { verificationRoutes } from './verification-routes.ts';
import { exportAccount } from './export.ts';
import { changePassword, saveLanguage, saveProfileSetup } from './service.ts';
import { sessionRoutes } from './sessions-routes.ts';

export async function accountRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  sessionRoutes(app, opts.db);
  r.put('/api/user/profile', { schema: { tags: ['account'], body: userProfileSetupSchema, response: { 200: userSchema } } }, async (req) =>
    toAuthUser(await saveProfileSetup(opts.db, requireUser(req), req.body)),
  );
  r.patch('/api/account', { schema: { tags: ['account'], body: accountUpdateSchema, response: { 200: accountUpdateResultSchema } } }, async (req) => {
    const { user, pendingEmail } = await updateAccount(opts.db, opts.config, requireUser(req), req.body, new Date(), requestLanguage(req));
    return { ...toAuthUser(user), pendingEmail };
  });
  // The link sent to a new address (issue 16): the token alone proves the inbox; the change was asked for with the password.
  // The same link type verifies the account's own address (issue 16): the answer says which it was.
  r.post('/api/account/confirm-email', { schema: { tags: ['account'], body: confirmEmailSchema, response: { 200: messageSchema } } }, async (req) => {
    const { outcome } = await confirmEmailChange(opts.db, opts.config, req.body.token, new Date(), req.body.purpose, requestLanguage(req));
    return { message: outcome === 'verified' ? EMAIL_CHANGE_MESSAGES.verified : EMAIL_CHANGE_MESSAGES.done };
  });
  verificationRoutes(app, opts);
  // The language of the account's screens, server messages and e-mails (the header's switch).
  r.put('/api/account/language', { schema: { tags: ['account'], body: languageInputSchema, response: { 200: userSchema } } }, async (req) =>
    toAuthUser(await saveLanguage(opts.db, requireUser(req), req.body.language)),
  );
  r.post('/api/account/password', { schema: { tags: ['account'], body: passwordChangeSchema, response: { 200: messageSchema } } }, async (req) => {
    await changePassword(opts.db, requireUser(req), req.sessionTokenHash, req.body);
    return { message: 'Password changed. You were signed out on your other devices.' };
  });
  // Delete my account (decision 026): the password again; the row stays anonymised for the money records.
  r.post('/api/account/delete', { schema: { tags: ['account'], body: deleteAccountSchema, response: { 200: messageSchema } } }, async (req, reply) => {
    await deleteAccount(opts, requireUser(req), req.body.password);
    await reply.endSession(req);
    return { message: ACCOUNT_DATA_MESSAGES.deleted };
  });
  // Download my data: the signed-in user's own data as a JSON file.
  r.get('/api/account/export', { schema: { tags: ['account'], response: { 200: accountExportSchema } } }, async (req, reply) => {
    const data = await exportAccount(opts, requireUser(req));
    void reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`).header('cache-control', 'no-store');
    return data;
  });
}
