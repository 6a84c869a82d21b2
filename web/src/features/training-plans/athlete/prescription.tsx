import type { Exercise } from '@common/training-plans';
import { useT } from '@/lib/i18n/i18next';

/** "3 x 10 @ 60 kg, rest 90 s": the prescription of one exercise. */
export function Prescription({ exercise: e }: { exercise: Exercise }) {
  const { t } = useT('myTraining');
  const amount = t(`prescription.${e.measure}`, { sets: e.sets, amount: e.amount });
  const parts = [e.load ? t('prescription.load', { amount, load: e.load }) : amount, e.restSeconds ? t('prescription.rest', { seconds: e.restSeconds }) : null];
  return <p className="text-sm text-slate-700">{parts.filter(Boolean).join(', ')}</p>;
}
