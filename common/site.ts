import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const siteInfoSchema = z.object({
  businessName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  timeZone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The business's details (decision 032), from configuration. */
export const siteApi = {
  info: endpoint({ method: 'GET', path: '/api/site', response: siteInfoSchema, tags: ['site'] }),
};
