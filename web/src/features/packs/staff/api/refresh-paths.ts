import { packsApi } from '@common/packs';

/** Session packs as staff, members (on sale) and the pack report see them. */
export const PACK_PATHS = [packsApi.staffList, packsApi.list, packsApi.report].map((e) => e.path);
