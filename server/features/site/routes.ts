import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '../../../common/site.ts';

/** Business details shown in the footer and on contact screens, from configuration. */
export async function siteRoutes(app: FastifyInstance, opts: { info: SiteInfo }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/site', { schema: { tags: ['site'], response: { 200: siteInfoSchema } } }, async () => opts.info);
}
