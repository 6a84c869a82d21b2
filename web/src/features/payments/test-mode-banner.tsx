import { FlaskConical } from 'lucide-react';
import { Suspense } from 'react';
import { useT } from '@/lib/i18n/i18next';

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficient'],
  ['4000 0000 0000 0069', 'expired'],
] as const;

interface TestModeBannerProps {
  onUseCard?: (number: string) => void;
  compact?: boolean;
}

/** docs/design.md section 4: the offline test provider says plainly that no real card is charged. */
export function TestModeBanner(props: TestModeBannerProps) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}

function Banner({ onUseCard, compact = false }: TestModeBannerProps) {
  const { t } = useT('payments');
  if (compact) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{t('testMode.compactTitle')}</strong> {t('testMode.compactText')}
        </span>
      </p>
    );
  }
  return (
    <section aria-labelledby="test-mode-title" className="@container rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id="test-mode-title" className="flex items-center gap-2 font-bold">
        <FlaskConical className="size-4" aria-hidden="true" /> {t('testMode.title')}
      </h3>
      <p className="mt-1">{t('testMode.intro')}</p>
      <ul className="mt-2 grid gap-1 @lg:grid-cols-2">
        {TEST_CARDS.map(([number, outcome]) => (
          <li key={number} className="flex flex-wrap items-center gap-x-2">
            {onUseCard ? (
              <button
                type="button"
                onClick={() => onUseCard(number)}
                className="rounded font-mono font-semibold underline decoration-amber-700/50 underline-offset-2 hover:decoration-amber-900"
                aria-label={t('testMode.useCard', { number, outcome: t(`testMode.outcomes.${outcome}`) })}
              >
                {number}
              </button>
            ) : (
              <span className="font-mono font-semibold">{number}</span>
            )}
            <span>{t(`testMode.outcomes.${outcome}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
