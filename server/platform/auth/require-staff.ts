import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema/users.ts';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import { requireUser } from './plugin.ts';
import { forbidden } from '../errors.ts';

/** Staff are approved coaches flagged as staff; everyone else gets 403. */
export function requireStaff(req: FastifyRequest): User {
  const user = requireUser(req);
  if (!isApprovedCoach(user) || !user.isStaff) throw forbidden('This is for staff only.');
  return user;
}
