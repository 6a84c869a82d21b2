import { ArrowLeft, ArrowRight, UserRoundPen } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { WELCOME_STEPS } from '../lib/steps';

interface StepNavProps {
  step: number;
  skipTo: string;
  /** Profile setup, with where it ends when a guest's choice is waiting. */
  setupHref: string;
  onBack: () => void;
  onNext: () => void;
}

/** Back, Skip for now, and Continue (or, on the last step, the link to profile setup). */
export function StepNav({ step, skipTo, setupHref, onBack, onNext }: StepNavProps) {
  const last = step === WELCOME_STEPS;
  const { t } = useT('onboarding');
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
      <Button variant="outline" onClick={onBack} disabled={step === 1} className={step === 1 ? 'max-sm:hidden sm:invisible' : undefined}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('nav.back')}
      </Button>
      <Button asChild variant="ghost" className="text-slate-700 sm:ml-auto">
        <Link href={skipTo}>{t('nav.skip')}</Link>
      </Button>
      {last ? (
        <Button asChild size="lg">
          <Link href={setupHref}>
            <UserRoundPen className="size-4" aria-hidden="true" />
            {t('nav.complete')}
          </Link>
        </Button>
      ) : (
        <Button size="lg" onClick={onNext}>
          {t('nav.continue')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
