import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthUser } from '@common/auth';
import type { LinkedAthlete } from '@common/parent';
import { registrationBaseSchema, registrationSchemaFor, type RegistrationInput } from '@common/registration';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useSaveRegistration } from '@/features/registration/api/use-save-registration';
import { FormSection } from './form-section';
import { useMessage } from '@/lib/i18n/message';
import { msg } from '@common/messages/index';

type Output = z.output<typeof registrationBaseSchema>;

const inRange = (age: number | null) => (age !== null && age >= 5 && age <= 18 ? age : 10);

/** Who is being registered: the athlete signed in, or the linked athlete a parent books for. */
function defaultsFor(user: AuthUser, athlete: LinkedAthlete | undefined): RegistrationInput {
  const isParent = user.role === 'PARENT';
  return {
    athleteName: isParent ? (athlete ? `${athlete.firstName} ${athlete.lastName}` : '') : `${user.firstName} ${user.lastName}`,
    athleteAge: isParent ? inRange(athlete?.age ?? null) : inRange(user.age),
    address: '',
    city: '',
    state: '',
    zipCode: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    emergencyContactRelation: '',
    // The waiver is signed in the next part of the step (a typed name for a version, decision 043), not ticked here.
    liabilityAgreement: true,
    parentName: user.role === 'PARENT' ? `${user.firstName} ${user.lastName}` : '',
    parentPhone: '',
    parentEmail: user.role === 'PARENT' ? user.email : '',
  };
}

interface RegistrationFormProps {
  user: AuthUser;
  /** Parents: the linked athlete being registered (saved with ?athleteId=). */
  athlete?: LinkedAthlete;
  onSaved: () => void;
}

/** Part 1, 2.9 and the rules of section 5, each field's message under it; the first error gets focus. */
export function RegistrationForm({ user, athlete, onSaved }: RegistrationFormProps) {
  const { t } = useT('checkout');
  const formMessage = useMessage();
  const isParent = user.role === 'PARENT';
  const save = useSaveRegistration(isParent ? athlete?.id : undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, Output>({
    resolver: zodResolver(registrationSchemaFor(user.role)) as Resolver<RegistrationInput, unknown, Output>,
    defaultValues: defaultsFor(user, athlete),
  });

  const onSubmit = async (values: Output) => {
    try {
      await save.mutateAsync(values);
      toast({ title: t('registration.savedTitle'), description: formMessage(msg('registration.saved')), variant: 'success' });
      onSaved();
    } catch {
      toast({ title: t('registration.failedTitle'), description: formMessage(msg('registration.failed')), variant: 'error' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6 [&_input]:scroll-mt-24">
      <FormSection title={t('registration.athleteSection')}>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label={t('registration.athleteName')} error={formMessage(errors.athleteName?.message)}>
            <Input autoComplete={isParent ? 'off' : 'name'} {...register('athleteName')} />
          </Field>
          <Field label={t('registration.age')} error={formMessage(errors.athleteAge?.message)}>
            <Input type="number" inputMode="numeric" min={5} max={18} {...register('athleteAge')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('registration.parentSection')}>
        {isParent ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field label={t('registration.parentName')} error={formMessage(errors.parentName?.message)}>
                <Input autoComplete="name" {...register('parentName')} />
              </Field>
            </div>
            <Field label={t('registration.phone')} error={formMessage(errors.parentPhone?.message)}>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...register('parentPhone')} />
            </Field>
            <Field label={t('registration.email')} error={formMessage(errors.parentEmail?.message)}>
              <Input type="email" autoComplete="email" {...register('parentEmail')} />
            </Field>
          </div>
        ) : (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('registration.parentSeparate')}</p>
        )}
      </FormSection>

      <FormSection title={t('registration.addressSection')}>
        <div className="grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-6">
            <Field label={t('registration.street')} error={formMessage(errors.address?.message)}>
              <Input autoComplete="street-address" {...register('address')} />
            </Field>
          </div>
          <div className="sm:col-span-3">
            <Field label={t('registration.city')} error={formMessage(errors.city?.message)}>
              <Input autoComplete="address-level2" {...register('city')} />
            </Field>
          </div>
          <div className="sm:col-span-1">
            <Field label={t('registration.state')} error={formMessage(errors.state?.message)}>
              <Input autoComplete="address-level1" {...register('state')} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label={t('registration.zip')} error={formMessage(errors.zipCode?.message)}>
              <Input inputMode="numeric" autoComplete="postal-code" {...register('zipCode')} />
            </Field>
          </div>
        </div>
      </FormSection>

      <FormSection title={t('registration.emergencySection')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('registration.contactName')} error={formMessage(errors.emergencyContactName?.message)}>
            <Input autoComplete="off" {...register('emergencyContactName')} />
          </Field>
          <Field label={t('registration.contactPhone')} error={formMessage(errors.emergencyContactPhone?.message)}>
            <Input type="tel" inputMode="tel" autoComplete="off" {...register('emergencyContactPhone')} />
          </Field>
          <div className="sm:col-span-2">
            <Field label={t('registration.relation')} error={formMessage(errors.emergencyContactRelation?.message)}>
              <Input autoComplete="off" placeholder={t('registration.relationPlaceholder')} {...register('emergencyContactRelation')} />
            </Field>
          </div>
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => window.history.back()}>
          {t('registration.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('registration.saving') : t('registration.continue')}
        </Button>
      </div>
    </form>
  );
}
