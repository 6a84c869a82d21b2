import { useQuery } from '@tanstack/react-query';
import { siteApi } from '@common/site';
import { apiQuery } from '@/lib/api-client';

/** The business name and contact details from config, with the facility's time zone. */
export function useSiteInfo() {
  return useQuery(apiQuery(siteApi.info));
}
