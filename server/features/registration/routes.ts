import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrationBaseSchema, registrationSchema, registrationSchemaFor } from '../../../common/registration.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { badRequest } from '../../platform/errors.ts';
import { getRegistration, registrant, saveRegistration } from './service.ts';

export async function registrationRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Parents read and save the registration of a linked athlete with ?athleteId= (checkout collects it).
  const forAthlete = z.object({ athleteId: z.coerce.number().int().positive().max(2147483647).optional() });
  r.get('/api/athlete-registration', { schema: { tags: ['registration'], querystring: forAthlete, response: { 200: registrationSchema } } }, async (req) =>
    getRegistration(opts.db, await registrant(opts.db, requireUser(req), req.query.athleteId)),
  );
  r.post(
    '/api/athlete-registration',
    { schema: { tags: ['registration'], querystring: forAthlete, body: registrationBaseSchema.loose(), response: { 201: registrationSchema } } },
    async (req, reply) => {
      const user = requireUser(req);
      // The parent fields are required for parents: validate again with the role's schema.
      const parsed = registrationSchemaFor(user.role).safeParse(req.body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid registration');
      return reply.code(201).send(await saveRegistration(opts.db, await registrant(opts.db, user, req.query.athleteId), parsed.data));
    },
  );
}
