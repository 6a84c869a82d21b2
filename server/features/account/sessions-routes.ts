import { requestLanguage } from '../../platform/i18n/language.ts';
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../common/account.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { route } from '../../platform/http/endpoint.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';
import { msg } from '../../../common/messages/index.ts';

/** The sessions page (issue 16): where the account is signed in; sign out one device or all others. */
export function sessionRoutes(app: FastifyInstance, db: Db): void {
  route(app, accountApi.sessions, async (req) => listSessions(db, requireUser(req).id, req.sessionTokenHash, requestLanguage(req)));
  route(app, accountApi.endSession, async (req, reply) => {
    const { tokenHash } = await endSession(db, requireUser(req).id, req.params.id);
    // Ending this device's own session signs it out here too.
    if (tokenHash === req.sessionTokenHash) await reply.endSession(req);
    return { message: msg('account.signedOutOne') };
  });
  route(app, accountApi.endOtherSessions, async (req) => {
    await endOtherSessions(db, requireUser(req).id, req.sessionTokenHash);
    return { message: msg('account.signedOutOthers') };
  });
}
