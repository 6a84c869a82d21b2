import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@common/site';

/** Business name and contact details from config; the upcoming sessions show the name as the facility. */
export function useSiteInfo() {
  return useQuery<SiteInfo>({ queryKey: ['/api/site'] });
}
