import { Badge } from '@/ui/badge';

/** An upload's tags as #badges; `label` names the list. Nothing when there are none. */
export function TagList({ tags, label }: { tags: string[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>#{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
