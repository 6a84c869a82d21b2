import { useQuery } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { apiQuery } from '@/lib/api-client';

/** Every pack as a CSV row (the server names the file): a download (packsApi.reportCsv). */
export const packReportCsvPath = packsApi.reportCsv.path;

/** Packs sold, revenue and credits (used, expired, outstanding), in all and per pack. */
export function usePackReport() {
  return useQuery(apiQuery(packsApi.report));
}
