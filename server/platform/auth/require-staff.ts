import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema/users.ts';
import { requireUser } from './plugin.ts';
import { forbidden } from '../errors.ts';

/** Staff are coaches flagged as staff; everyone else gets 403. */
export function requireStaff(req: FastifyRequest): User {
  const user = requireUser(req);
  if (user.role !== 'COACH' || !user.isStaff) throw forbidden('This is for staff only.');
  return user;
}
