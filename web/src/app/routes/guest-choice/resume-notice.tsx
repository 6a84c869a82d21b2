import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { choiceOf } from './choice';
import { ChoiceText } from './choice-text';

/**
 * On the steps after sign-up (issue 29): the guest's choice is kept, with a link straight back to
 * it ("Continue to book Basketball Elite on Tue, Dec 1, 5:30 PM").
 */
export function ResumeNotice({ next }: { next: string }) {
  const { t } = useT('auth');
  const choice = choiceOf(next);
  return (
    <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-ink-900 shadow-sm">
      <ShoppingBag className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p>{t('choice.kept')}</p>
        <Link href={next} className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {choice ? <ChoiceText choice={choice} family="resume" /> : t('choice.resume.any')}
          <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
