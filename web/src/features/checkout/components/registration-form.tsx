import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthUser } from '@common/auth';
import type { LinkedAthlete } from '@common/parent';
import { REGISTRATION_MESSAGES, registrationBaseSchema, registrationSchemaFor, type RegistrationInput } from '@common/registration';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { useSaveRegistration } from '../api/use-save-registration';
import { FormSection } from './form-section';
import { WaiverDialog } from './waiver-dialog';

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
    liabilityAgreement: false,
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
  const isParent = user.role === 'PARENT';
  const save = useSaveRegistration(isParent ? athlete?.id : undefined);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, Output>({
    resolver: zodResolver(registrationSchemaFor(user.role)) as Resolver<RegistrationInput, unknown, Output>,
    defaultValues: defaultsFor(user, athlete),
  });

  const onSubmit = async (values: Output) => {
    try {
      await save.mutateAsync(values);
      toast({ title: 'Registration Complete', description: REGISTRATION_MESSAGES.saved, variant: 'success' });
      onSaved();
    } catch {
      toast({ title: 'Registration Failed', description: REGISTRATION_MESSAGES.failed, variant: 'error' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6 [&_input]:scroll-mt-24">
      <FormSection title="Athlete Information">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label="Athlete full name" error={errors.athleteName?.message}>
            <Input autoComplete={isParent ? 'off' : 'name'} {...register('athleteName')} />
          </Field>
          <Field label="Age" error={errors.athleteAge?.message}>
            <Input type="number" inputMode="numeric" min={5} max={18} {...register('athleteAge')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Parent / Guardian">
        {isParent ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field label="Parent/guardian name" error={errors.parentName?.message}>
                <Input autoComplete="name" {...register('parentName')} />
              </Field>
            </div>
            <Field label="Phone" error={errors.parentPhone?.message}>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...register('parentPhone')} />
            </Field>
            <Field label="Email" error={errors.parentEmail?.message}>
              <Input type="email" autoComplete="email" {...register('parentEmail')} />
            </Field>
          </div>
        ) : (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">
            Parent or guardian contact details are collected separately, so you don&apos;t need to enter them here.
          </p>
        )}
      </FormSection>

      <FormSection title="Address">
        <div className="grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-6">
            <Field label="Street address" error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </Field>
          </div>
          <div className="sm:col-span-3">
            <Field label="City" error={errors.city?.message}>
              <Input autoComplete="address-level2" {...register('city')} />
            </Field>
          </div>
          <div className="sm:col-span-1">
            <Field label="State" error={errors.state?.message}>
              <Input autoComplete="address-level1" {...register('state')} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label="ZIP code" error={errors.zipCode?.message}>
              <Input inputMode="numeric" autoComplete="postal-code" {...register('zipCode')} />
            </Field>
          </div>
        </div>
      </FormSection>

      <FormSection title="Emergency Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Contact name" error={errors.emergencyContactName?.message}>
            <Input autoComplete="off" {...register('emergencyContactName')} />
          </Field>
          <Field label="Contact phone" error={errors.emergencyContactPhone?.message}>
            <Input type="tel" inputMode="tel" autoComplete="off" {...register('emergencyContactPhone')} />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Relationship to athlete" error={errors.emergencyContactRelation?.message}>
              <Input autoComplete="off" placeholder="e.g. Mother, Uncle, Neighbour" {...register('emergencyContactRelation')} />
            </Field>
          </div>
        </div>
      </FormSection>

      <FormSection title="Liability Waiver">
        <p className="text-sm text-slate-700">
          Please read the waiver before you agree. <WaiverDialog onAgree={() => setValue('liabilityAgreement', true, { shouldValidate: true })} />
        </p>
        <div className="mt-3">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              aria-invalid={errors.liabilityAgreement ? true : undefined}
              aria-describedby={errors.liabilityAgreement ? 'waiver-error' : undefined}
              {...register('liabilityAgreement')}
            />
            <span>I have read and agree to the liability waiver on behalf of the athlete.</span>
          </label>
          {errors.liabilityAgreement && (
            <p id="waiver-error" className="mt-1.5 text-sm text-red-700">
              {errors.liabilityAgreement.message}
            </p>
          )}
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => window.history.back()}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Continue to Payment'}
        </Button>
      </div>
    </form>
  );
}
