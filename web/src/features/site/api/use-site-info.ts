import { useQuery } from '@tanstack/react-query';
import { shellEndpoints } from '@common/shell-endpoints';
import { unparsedQuery } from '@/lib/api-client';

/**
 * The business name and contact details from config, with the facility's time zone: one read for
 * every screen. The footer shows them on the first paint, whose chunk carries no zod, so the
 * answer is read unparsed (decision 072); the server serializes it through siteApi.info's schema.
 */
export function useSiteInfo() {
  return useQuery(unparsedQuery(shellEndpoints.site.info));
}
