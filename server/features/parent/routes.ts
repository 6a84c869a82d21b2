import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkedAthleteSchema } from '../../../common/parent.ts';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../platform/auth/plugin.ts';
import { linkedAthletes } from './links.ts';

export async function parentRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/parent/athletes', { schema: { tags: ['parent'], response: { 200: z.array(linkedAthleteSchema) } } }, async (req) => {
    const parent = requireRole(req, 'PARENT');
    const athletes = await linkedAthletes(opts.db, parent.id);
    return athletes.map((a) => ({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      age: a.age,
      role: a.role,
      isMinor: a.age === null ? true : a.age < 18,
      email: a.email,
    }));
  });
}
