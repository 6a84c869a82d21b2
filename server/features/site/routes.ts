import type { FastifyInstance } from 'fastify';
import { siteApi, type SiteInfo } from '../../../common/site.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';

/** Business details shown in the footer and on contact screens, from configuration (endpoint in common/site.ts). */
export async function siteRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const info: SiteInfo = {
    businessName: config.BUSINESS_NAME,
    phone: config.BUSINESS_PHONE,
    email: config.BUSINESS_EMAIL,
    address: config.BUSINESS_ADDRESS,
    timeZone: config.FACILITY_TZ,
  };
  route(app, siteApi.info, async () => info);
}
