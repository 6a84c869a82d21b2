import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '../../../common/site.ts';
import type { AppContext } from '../../platform/context.ts';

/** Business details shown in the footer and on contact screens, from configuration. */
export async function siteRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const info: SiteInfo = {
    businessName: config.BUSINESS_NAME,
    phone: config.BUSINESS_PHONE,
    email: config.BUSINESS_EMAIL,
    address: config.BUSINESS_ADDRESS,
    timeZone: config.FACILITY_TZ,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/site', { schema: { tags: ['site'], response: { 200: siteInfoSchema } } }, async () => info);
}
