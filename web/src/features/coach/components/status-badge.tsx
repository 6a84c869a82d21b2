import type { MediaItem } from '@common/media';
import { Badge } from '@/ui/badge';
import { useCoachT } from '../hooks/use-coach-t';

/** Part 2, section 4: PENDING in the main badge style, any other status in the secondary style. */
export function StatusBadge({ status }: { status: MediaItem['status'] }) {
  const { t } = useCoachT();
  return <Badge tone={status === 'PENDING' ? 'primary' : 'secondary'}>{t(`status.${status}`)}</Badge>;
}
