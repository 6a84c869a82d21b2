import { ArrowLeft, ArrowRight, UserRoundPen } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { PROFILE_SETUP_PATH, WELCOME_STEPS } from '../lib/steps';

interface StepNavProps {
  step: number;
  skipTo: string;
  onBack: () => void;
  onNext: () => void;
}

/** Back, Skip for now, and Continue (or, on the last step, the link to profile setup). */
export function StepNav({ step, skipTo, onBack, onNext }: StepNavProps) {
  const last = step === WELCOME_STEPS;
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
      <Button variant="outline" onClick={onBack} disabled={step === 1} className={step === 1 ? 'max-sm:hidden sm:invisible' : undefined}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>
      <Button asChild variant="ghost" className="text-slate-700 sm:ml-auto">
        <Link href={skipTo}>Skip for now</Link>
      </Button>
      {last ? (
        <Button asChild size="lg">
          <Link href={PROFILE_SETUP_PATH}>
            <UserRoundPen className="size-4" aria-hidden="true" />
            Complete My Profile
          </Link>
        </Button>
      ) : (
        <Button size="lg" onClick={onNext}>
          Continue
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
