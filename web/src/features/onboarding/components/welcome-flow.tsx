import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { withNext } from '@/lib/sign-in';
import { Card } from '@/ui/card';
import { RECOMMENDED_NAMES } from '../lib/recommended';
import { PROFILE_SETUP_PATH, skipPath, WELCOME_STEPS } from '../lib/steps';
import { CoachToolsStep } from './coach-tools-step';
import { ExpectStep } from './expect-step';
import { FinishStep } from './finish-step';
import { IntroStep } from './intro-step';
import { ProgramsStep } from './programs-step';
import { StepNav } from './step-nav';
import { StepProgress } from './step-progress';

interface WelcomeFlowProps {
  user: AuthUser;
  /**
   * What a guest chose before signing up (issue 29): skipping leads there, and profile setup is
   * told to end there; `notice` offers the way straight back.
   */
  then?: string | null;
  notice?: ReactNode;
}

/** Part 2, "Welcome setup": four steps with Back and Continue, text by role, ending at profile setup. */
export function WelcomeFlow({ user, then = null, notice }: WelcomeFlowProps) {
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { t } = useT('onboarding');
  const role = user.role;
  const isCoach = role === 'COACH';

  // After Back or Continue, move focus to the new step's heading so it is read out.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (to: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(to, 1), WELCOME_STEPS));
  };

  const titles = [t(`roles.${role}.greeting`, { name: user.firstName }), t('titles.expect'), t(`roles.${role}.recommendTitle`), t('titles.finish')];
  const labels = [t('labels.welcome'), t('labels.expect'), isCoach ? t('labels.tools') : t('labels.programs'), t('labels.start')];
  const recommendText = t(`roles.${role}.recommendText`);

  return (
    <div className="bg-gradient-to-b from-ink-900 from-0% via-ink-900 via-[12rem] to-slate-50 to-[12rem]">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-14 sm:pt-12">
        <p className="text-sm font-bold tracking-widest text-brand-500 uppercase">{t('eyebrow')}</p>
        {notice && <div className="mt-4">{notice}</div>}
        <Card className="mt-4 p-5 sm:p-8">
          <StepProgress step={step} labels={labels} />
          <h1 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-extrabold tracking-tight text-ink-900 focus:outline-none sm:text-3xl">
            {titles[step - 1]}
          </h1>
          <div className="mt-4">
            {step === 1 && <IntroStep role={role} />}
            {step === 2 && <ExpectStep role={role} />}
            {step === 3 &&
              (role === 'COACH' ? <CoachToolsStep intro={recommendText} /> : <ProgramsStep intro={recommendText} names={RECOMMENDED_NAMES[role]} />)}
            {step === 4 && <FinishStep text={t(`roles.${role}.finishText`)} />}
          </div>
          <StepNav
            step={step}
            skipTo={then ?? skipPath(user.role)}
            setupHref={then ? withNext(PROFILE_SETUP_PATH, then) : PROFILE_SETUP_PATH}
            onBack={() => go(step - 1)}
            onNext={() => go(step + 1)}
          />
        </Card>
      </div>
    </div>
  );
}
