import { Lightbulb, Newspaper } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { postKind } from '../lib/post-kind';

/** Where a post shows: the home page news, the coaching tips, or both. */
export function PostKindBadges({ title }: { title: string }) {
  const { t } = useT('staff');
  const { news, tip } = postKind(title);
  return (
    <span className="flex flex-wrap gap-1.5">
      {news && (
        <Badge tone="primary">
          <Newspaper className="mr-1 size-3" aria-hidden="true" />
          {t('news.badgeNews')}
        </Badge>
      )}
      {tip && (
        <Badge tone="success">
          <Lightbulb className="mr-1 size-3" aria-hidden="true" />
          {t('news.badgeTip')}
        </Badge>
      )}
    </span>
  );
}
