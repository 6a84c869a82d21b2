import type { Ref } from 'react';
import type { AuthUser } from '@common/auth';
import type { LinkedAthlete } from '@common/parent';
import { useT } from '@/lib/i18n/i18next';
import { athleteName } from './athlete-picker';
import { RegistrationForm } from './registration-form';

interface AthleteDetailsStepProps {
  user: AuthUser;
  /** Parents: the linked athlete the server asked about. */
  athlete?: LinkedAthlete;
  headingRef?: Ref<HTMLHeadingElement>;
  onSaved: () => void;
}

/**
 * The registration step of checkout: shown when the athlete (or, for a parent, the linked athlete)
 * has no emergency contact or signed waiver on file, before any spot is held.
 */
export function AthleteDetailsStep({ user, athlete, headingRef, onSaved }: AthleteDetailsStepProps) {
  const { t } = useT('checkout');
  const intro =
    user.role !== 'PARENT' ? t('details.neededSelf') : athlete ? t('details.neededFor', { name: athleteName(athlete) }) : t('details.neededAthlete');
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('details.heading')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700">{intro}</p>
      <RegistrationForm key={athlete?.id ?? user.id} user={user} athlete={athlete} onSaved={onSaved} />
    </section>
  );
}
