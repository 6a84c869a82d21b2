import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import type { AuthUser } from '@common/auth';
import type { LinkedAthlete } from '@common/parent';
import { useT } from '@/lib/i18n/i18next';
import { Spinner } from '@/ui/spinner';
import { registrationQuery } from '@/features/registration/api/use-athlete-registration';
import { WaiverSignPanel } from '@/features/waivers/components/waiver-sign-panel';
import { athleteName } from './athlete-picker';
import { RegistrationForm } from './registration-form';

interface AthleteDetailsStepProps {
  user: AuthUser;
  /** Parents: the linked athlete the server asked about. */
  athlete?: LinkedAthlete;
  /** Athletes: the page's own query of their registration, read here rather than observed twice. */
  ownRegistration?: UseQueryResult<unknown>;
  headingRef?: Ref<HTMLHeadingElement>;
  onSaved: () => void;
}

/**
 * The athlete-details step of checkout, before any spot is held: the registration (emergency
 * contact, address, age) when none is on file, then the current waiver signed (decision 043), by
 * the athlete when an adult or by the parent booking for a minor. A minor booking for themselves
 * reads that a parent or guardian signs it.
 */
export function AthleteDetailsStep({ user, athlete, ownRegistration, headingRef, onSaved }: AthleteDetailsStepProps) {
  const { t } = useT('checkout');
  const isParent = user.role === 'PARENT';
  const athleteId = isParent ? athlete?.id : undefined;
  const linked = useQuery({ ...registrationQuery(athleteId), retry: false, enabled: ownRegistration === undefined });
  const registration = ownRegistration ?? linked;
  // None on file yet (404): the form first.
  const missing = registration.isError;
  const name = athlete ? athleteName(athlete) : null;
  const intro = missing
    ? !isParent
      ? t('details.neededSelf')
      : name
        ? t('details.neededFor', { name })
        : t('details.neededAthlete')
    : !isParent
      ? t('details.waiverSelf')
      : t('details.waiverFor', { name: name ?? t('details.theAthlete') });
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('details.heading')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700">{intro}</p>
      {registration.isPending ? (
        <Spinner label={t('details.loading')} />
      ) : missing ? (
        <RegistrationForm key={athlete?.id ?? user.id} user={user} athlete={athlete} onSaved={() => void registration.refetch()} />
      ) : (
        <WaiverSignPanel key={athleteId ?? user.id} athleteId={athleteId} onSigned={onSaved} />
      )}
    </section>
  );
}
