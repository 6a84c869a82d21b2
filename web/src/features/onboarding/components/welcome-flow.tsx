import { useEffect, useRef, useState } from 'react';
import type { AuthUser } from '@common/auth';
import { Card } from '@/ui/card';
import { RECOMMENDED_NAMES } from '../lib/recommended';
import { skipPath, WELCOME_STEPS } from '../lib/steps';
import { WELCOME_COPY } from '../lib/welcome-copy';
import { CoachToolsStep } from './coach-tools-step';
import { ExpectStep } from './expect-step';
import { FinishStep } from './finish-step';
import { IntroStep } from './intro-step';
import { ProgramsStep } from './programs-step';
import { StepNav } from './step-nav';
import { StepProgress } from './step-progress';

/** Part 2, "Welcome setup": four steps with Back and Continue, text by role, ending at profile setup. */
export function WelcomeFlow({ user }: { user: AuthUser }) {
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const copy = WELCOME_COPY[user.role];
  const isCoach = user.role === 'COACH';

  // After Back or Continue, move focus to the new step's heading so it is read out.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (to: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(to, 1), WELCOME_STEPS));
  };

  const titles = [copy.greeting(user.firstName), 'What to expect', copy.recommendTitle, "You're all set!"];
  const labels = ['Welcome', 'What to Expect', isCoach ? 'Your Tools' : 'Programs', 'Get Started'];

  return (
    <div className="bg-gradient-to-b from-ink-900 from-0% via-ink-900 via-[12rem] to-slate-50 to-[12rem]">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-14 sm:pt-12">
        <p className="text-sm font-bold tracking-widest text-brand-500 uppercase">Welcome setup</p>
        <Card className="mt-4 p-5 sm:p-8">
          <StepProgress step={step} labels={labels} />
          <h1 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-extrabold tracking-tight text-ink-900 focus:outline-none sm:text-3xl">
            {titles[step - 1]}
          </h1>
          <div className="mt-4">
            {step === 1 && <IntroStep copy={copy} />}
            {step === 2 && <ExpectStep copy={copy} />}
            {step === 3 &&
              (user.role === 'COACH' ? <CoachToolsStep intro={copy.recommendText} /> : <ProgramsStep intro={copy.recommendText} names={RECOMMENDED_NAMES[user.role]} />)}
            {step === 4 && <FinishStep text={copy.finishText} />}
          </div>
          <StepNav step={step} skipTo={skipPath(user.role)} onBack={() => go(step - 1)} onNext={() => go(step + 1)} />
        </Card>
      </div>
    </div>
  );
}
