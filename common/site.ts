import { z } from 'zod';

export const siteInfoSchema = z.object({
  businessName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  timeZone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
