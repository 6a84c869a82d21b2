import type { FastifyInstance } from 'fastify';
import { registrationApi, registrationSchemaFor } from '../../../common/registration.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { getRegistration, registrant, saveRegistration } from './service.ts';
import { msg } from '../../../common/messages/index.ts';

/** The athlete registration, the user's own or (parents, ?athleteId=) a linked athlete's (endpoints in common/registration.ts). */
export async function registrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, registrationApi.get, async (req) => getRegistration(ctx.db, await registrant(ctx.db, requireUser(req), req.query.athleteId)));
  route(app, registrationApi.save, async (req) => {
    const user = requireUser(req);
    // The parent fields are required for parents: validate again with the role's schema.
    const parsed = registrationSchemaFor(user.role).safeParse(req.body);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? msg('registration.invalid'));
    return saveRegistration(ctx.db, await registrant(ctx.db, user, req.query.athleteId), parsed.data, ctx.now());
  });
}
