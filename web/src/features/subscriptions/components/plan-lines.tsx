import { Check } from 'lucide-react';
import type { PlanLine } from '@common/capabilities';
import { useT } from '@/lib/i18n/i18next';
import { IconList } from '@/ui/icon-list';
import { lineText } from '../lib/plan-look';

/** A plan's lines in words, each with a check: the plans page and the staff preview (decision 049). */
export function PlanLines({ lines, className }: { lines: PlanLine[]; className?: string }) {
  const { t } = useT('subscription');
  return (
    <IconList
      items={lines.map((line) => lineText(line, t))}
      icon={Check}
      className={className}
      itemClassName="flex items-start gap-2"
      iconClassName="mt-0.5 size-4 shrink-0 text-green-700"
    />
  );
}
