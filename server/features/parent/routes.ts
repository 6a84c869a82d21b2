import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParams, text } from '../../../common/input.ts';
import { messageSchema } from '../../../common/auth.ts';
import {
  addAthleteSchema,
  invitationInfoSchema,
  invitationSchema,
  linkedAthleteSchema,
  linkedParentSchema,
  parentBillingSchema,
  parentFeedbackSchema,
  parentUpcomingSchema,
} from '../../../common/parent.ts';
import { and, eq } from 'drizzle-orm';
import { athleteLinks } from '../../db/schema/parent.ts';
import { users } from '../../db/schema/users.ts';
import { requireRole, requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { parentBilling, parentFeedback, parentUpcoming } from './dashboard.ts';
import { acceptInvitation, declineInvitation, invitationInfo, inviteAthlete, listInvitations, resendInvitation, revokeInvitation, unlinkParent } from './invitations.ts';

const tokenParams = z.object({ token: text().min(10).max(100) });
const athleteQuery = z.object({ athleteId: id().optional() });

/** Parent calls answer 403 to anyone but a parent, and only ever cover linked athletes. */
export async function parentRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/parent/athletes', { schema: { tags: ['parent'], response: { 200: z.array(linkedAthleteSchema) } } }, async (req) => {
    const parent = requireRole(req, 'PARENT');
    const rows = await db
      .select({ u: users, linkId: athleteLinks.id })
      .from(athleteLinks)
      .innerJoin(users, eq(users.id, athleteLinks.athleteId))
      .where(and(eq(athleteLinks.parentId, parent.id), eq(athleteLinks.status, 'ACTIVE')));
    return rows.map(({ u, linkId }) => ({ id: u.id, linkId, firstName: u.firstName, lastName: u.lastName, age: u.age, role: u.role, isMinor: u.age === null ? true : u.age < 18, email: u.email }));
  });
  r.get('/api/parent/invitations', { schema: { tags: ['parent'], response: { 200: z.array(invitationSchema) } } }, async (req) => listInvitations(db, requireRole(req, 'PARENT')));
  r.post('/api/parent/add-athlete', { schema: { tags: ['parent'], body: addAthleteSchema, response: { 201: z.object({ message: z.string(), invitation: invitationSchema }) } } }, async (req, reply) =>
    reply.code(201).send(await inviteAthlete(db, config, requireRole(req, 'PARENT'), req.body)),
  );
  r.post('/api/parent/invitations/:id/resend', { schema: { tags: ['parent'], params: idParams, response: { 200: messageSchema } } }, async (req) =>
    resendInvitation(db, config, requireRole(req, 'PARENT'), req.params.id),
  );
  r.post('/api/parent/invitations/:id/revoke', { schema: { tags: ['parent'], params: idParams, response: { 200: messageSchema } } }, async (req) =>
    revokeInvitation(db, requireRole(req, 'PARENT'), req.params.id),
  );
  r.get('/api/parent/upcoming-sessions', { schema: { tags: ['parent'], querystring: athleteQuery, response: { 200: z.array(parentUpcomingSchema) } } }, async (req) =>
    parentUpcoming(db, requireRole(req, 'PARENT'), req.query.athleteId),
  );
  r.get('/api/parent/coach-feedback', { schema: { tags: ['parent'], querystring: athleteQuery, response: { 200: z.array(parentFeedbackSchema) } } }, async (req) =>
    parentFeedback(db, opts.storage, requireRole(req, 'PARENT'), req.query.athleteId),
  );
  r.get('/api/parent/billing', { schema: { tags: ['parent'], response: { 200: parentBillingSchema } } }, async (req) =>
    parentBilling(db, requireRole(req, 'PARENT'), opts.payments.name === 'stripe'),
  );

  // The invitation link, for the invited athlete.
  r.get('/api/invitations/:token', { schema: { tags: ['parent'], params: tokenParams, response: { 200: invitationInfoSchema } } }, async (req) => invitationInfo(db, req.params.token));
  r.post('/api/invitations/:token/accept', { schema: { tags: ['parent'], params: tokenParams, response: { 200: messageSchema } } }, async (req) =>
    db.transaction((tx) => acceptInvitation(tx, requireUser(req), req.params.token)),
  );
  r.post('/api/invitations/:token/decline', { schema: { tags: ['parent'], params: tokenParams, response: { 200: messageSchema } } }, async (req) =>
    declineInvitation(db, requireUser(req), req.params.token),
  );

  // The athlete's side: their linked parents, and unlinking one.
  r.get('/api/my-parents', { schema: { tags: ['parent'], response: { 200: z.array(linkedParentSchema) } } }, async (req) => {
    const athlete = requireUser(req);
    const rows = await db
      .select({ linkId: athleteLinks.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(athleteLinks)
      .innerJoin(users, eq(users.id, athleteLinks.parentId))
      .where(and(eq(athleteLinks.athleteId, athlete.id), eq(athleteLinks.status, 'ACTIVE')));
    return rows;
  });
  r.delete('/api/my-parents/:id', { schema: { tags: ['parent'], params: idParams, response: { 200: messageSchema } } }, async (req) => unlinkParent(db, requireUser(req), req.params.id));
}

