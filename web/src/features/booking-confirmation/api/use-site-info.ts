import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@common/site';

/** The business's name, phone and e-mail, from config. */
export function useSiteInfo() {
  return useQuery<SiteInfo>({ queryKey: ['/api/site'] });
}
