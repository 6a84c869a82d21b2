import { useQuery } from '@tanstack/react-query';
import { packReportSchema, type PackReport } from '@common/packs';
import { apiRequest } from '@/lib/api';

export const packReportPath = '/api/staff/reports/packs';
/** Every pack as a CSV row (the server names the file). */
export const packReportCsvPath = '/api/staff/reports/packs.csv';

/** GET /api/staff/reports/packs: packs sold, revenue and credits (used, expired, outstanding), in all and per pack. */
export function usePackReport() {
  return useQuery<PackReport>({
    queryKey: [packReportPath],
    queryFn: async () => packReportSchema.parse(await (await apiRequest('GET', packReportPath)).json()),
  });
}
