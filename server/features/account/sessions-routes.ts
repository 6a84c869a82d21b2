import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth.ts';
import { deviceSessionSchema, SESSION_MESSAGES, sessionIdParams } from '../../../common/sessions.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';

/** The sessions page (issue 16): where the account is signed in; sign out one device or all others. */
export function sessionRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/account/sessions', { schema: { tags: ['account'], response: { 200: z.array(deviceSessionSchema) } } }, async (req) =>
    listSessions(db, requireUser(req).id, req.sessionTokenHash),
  );
  r.delete('/api/account/sessions/:id', { schema: { tags: ['account'], params: sessionIdParams, response: { 200: messageSchema } } }, async (req, reply) => {
    const { tokenHash } = await endSession(db, requireUser(req).id, req.params.id);
    // Ending this device's own session signs it out here too.
    if (tokenHash === req.sessionTokenHash) await reply.endSession(req);
    return { message: SESSION_MESSAGES.signedOutOne };
  });
  r.post('/api/account/sessions/sign-out-others', { schema: { tags: ['account'], response: { 200: messageSchema } } }, async (req) => {
    await endOtherSessions(db, requireUser(req).id, req.sessionTokenHash);
    return { message: SESSION_MESSAGES.signedOutOthers };
  });
}
