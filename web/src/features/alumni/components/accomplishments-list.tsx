import { Card } from '@/ui/card';
import { accomplishmentRows } from '../lib/accomplishments';

/** The free key-value accomplishments: known keys with their labels, others made readable. */
export function AccomplishmentsList({ accomplishments }: { accomplishments: Record<string, string> }) {
  const rows = accomplishmentRows(accomplishments);
  if (rows.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Accomplishments</h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map((r) => (
          <div key={r.key} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-600">{r.label}</dt>
            <dd className="text-right font-semibold break-words text-ink-900">{r.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
