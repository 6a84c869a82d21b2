import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registrationBaseSchema, registrationSchema, registrationSchemaFor } from '../../../common/registration.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { badRequest } from '../../platform/errors.ts';
import { getRegistration, saveRegistration } from './service.ts';

export async function registrationRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/athlete-registration', { schema: { tags: ['registration'], response: { 200: registrationSchema } } }, async (req) =>
    getRegistration(opts.db, requireUser(req)),
  );
  r.post(
    '/api/athlete-registration',
    { schema: { tags: ['registration'], body: registrationBaseSchema.loose(), response: { 201: registrationSchema } } },
    async (req, reply) => {
      const user = requireUser(req);
      // The parent fields are required for parents: validate again with the role's schema.
      const parsed = registrationSchemaFor(user.role).safeParse(req.body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid registration');
      return reply.code(201).send(await saveRegistration(opts.db, user, parsed.data));
    },
  );
}
