import type { SiblingDiscount } from '@common/sibling-discount';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/**
 * The price and the sibling discount taken off it (decision 044), as the server answered for this
 * checkout: "Price $40.00", "Sibling discount (10%) −$4.00". The total follows them in the summary.
 */
export function SiblingDiscountLines({ discount, className }: { discount: SiblingDiscount; className?: string }) {
  const { t, language } = useT('checkout');
  return (
    <dl className={className} data-testid="sibling-discount">
      <div className="flex items-baseline justify-between gap-4 text-sm text-slate-700">
        <dt>{t('summary.listPrice')}</dt>
        <dd className="tabular-nums">{money(discount.listCents / 100, language)}</dd>
      </div>
      <div className="mt-1 flex items-baseline justify-between gap-4 text-sm font-medium text-emerald-800">
        <dt>{t('summary.siblingDiscount', { percent: discount.percent })}</dt>
        <dd className="tabular-nums">−{money(discount.discountCents / 100, language)}</dd>
      </div>
    </dl>
  );
}
