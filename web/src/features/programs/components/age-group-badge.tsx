import { Users } from 'lucide-react';
import type { AgeRange } from '@common/age-groups';
import { useT } from '@/lib/i18n/i18next';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { ageGroupLabel } from '../age-group-label';

interface AgeGroupBadgeProps {
  ageGroup: AgeRange | null;
  /** A title that already says the same words ("Ages 5-7"): the badge would only repeat it. */
  title?: string | null;
  className?: string;
}

/** "Ages 5-7" (issue 29) on a session or program that is for some ages only; nothing when it is for every age. */
export function AgeGroupBadge({ ageGroup, title, className }: AgeGroupBadgeProps) {
  const { t } = useT('programs');
  const label = ageGroupLabel(ageGroup, t);
  if (!label || label === title?.trim()) return null;
  return (
    <Badge tone="secondary" className={cn('gap-1 whitespace-nowrap', className)} data-testid="age-group">
      <Users className="size-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}
