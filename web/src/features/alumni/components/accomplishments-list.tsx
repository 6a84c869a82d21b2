import { useT } from '@/lib/i18n/i18next';
import type alumni from '@/locales/en/alumni.json';
import { Card } from '@/ui/card';
import { ACCOMPLISHMENT_LABELS, accomplishmentRows } from '../lib/accomplishments';

type KnownKey = keyof typeof alumni.accomplishments.labels;
const isKnown = (key: string): key is KnownKey => key in ACCOMPLISHMENT_LABELS;

/** The free key-value accomplishments: known keys with their labels, others made readable. */
export function AccomplishmentsList({ accomplishments }: { accomplishments: Record<string, string> }) {
  const { t } = useT('alumni');
  const rows = accomplishmentRows(accomplishments);
  if (rows.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('accomplishments.title')}</h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map((r) => (
          <div key={r.key} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-600">{isKnown(r.key) ? t(`accomplishments.labels.${r.key}`) : r.label}</dt>
            <dd className="text-right font-semibold break-words text-ink-900">{r.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
