import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@common/site';

/** GET /api/site: the business name and contact details from config, with the facility's time zone. */
export function useSiteInfo() {
  return useQuery<SiteInfo>({ queryKey: ['/api/site'] });
}
