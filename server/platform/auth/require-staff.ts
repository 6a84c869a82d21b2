import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { User } from '../../db/schema/users.ts';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import { requireUser } from './plugin.ts';
import { msg } from '../../../common/messages/index.ts';
import { forbidden } from '../errors.ts';

const zodApp = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type StaffApp = ReturnType<typeof zodApp>;

/** Staff are approved coaches flagged as staff; everyone else gets 403. */
export function requireStaff(req: FastifyRequest): User {
  const user = requireUser(req);
  if (!isApprovedCoach(user) || !user.isStaff) throw forbidden(msg('platform.staffOnly'));
  return user;
}

/** The staff check as a preValidation hook: it runs before the body is validated. */
export async function staffGuard(req: FastifyRequest): Promise<void> {
  requireStaff(req);
}

/**
 * The one staff guard: a feature's staff routes are declared inside `routes`, in a plugin of their
 * own whose every request is checked before validation, so anyone but staff gets 403 whatever they
 * send (a malformed body included). Handlers read the acting staff member with staffUser(req).
 */
export async function staffOnly(app: FastifyInstance, routes: (r: StaffApp) => void): Promise<void> {
  await app.register(async (child) => {
    child.addHook('preValidation', staffGuard);
    routes(zodApp(child));
  });
}

/** The staff member making a request the staffOnly guard let through. */
export const staffUser = (req: FastifyRequest): User => requireUser(req);
