import { Plus } from 'lucide-react';
import { Suspense } from 'react';
import type { PaymentMethod } from '@common/payments';
import { useT } from '@/lib/i18n/i18next';
import { Spinner } from '@/ui/spinner';
import { CardLine } from './saved-card-pay';

interface SavedMethodsListProps {
  methods: PaymentMethod[];
  onChoose: (id: string) => void;
  onAddNew: () => void;
}

/** The saved cards to choose from, and the way to add a new one. */
export function SavedMethodsList(props: SavedMethodsListProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <MethodsList {...props} />
    </Suspense>
  );
}

function MethodsList({ methods, onChoose, onAddNew }: SavedMethodsListProps) {
  const { t } = useT('payments');
  const row =
    'flex w-full items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-left hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{t('saved.choose')}</h3>
      <ul className="mt-2 space-y-2">
        {methods.map((m) => (
          <li key={m.id}>
            <button type="button" className={row} onClick={() => onChoose(m.id)}>
              <CardLine method={m} />
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={row} onClick={onAddNew}>
            <Plus className="size-6 shrink-0 text-slate-700" aria-hidden="true" />
            <span className="font-semibold">{t('saved.addNew')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
