import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { AuthUser } from '@common/auth';
import { contactDetailsSchema, newContactDetailsSchema, type contactDetailsBodySchema, type ContactDetailsResult } from '@common/contact-details';
import type { z } from 'zod';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useSaveContactDetails, type ContactDetailsSave } from '../api/use-contact-details';
import { useMessage } from '@/lib/i18n/message';

interface ContactDetailsFormProps {
  user: AuthUser;
  /** The saved details to change, or null to add them (with the age, as checkout asks; the waiver is signed on its own, decision 043). */
  current: NonNullable<ContactDetailsResult['details']> | null;
  onDone: () => void;
}

type FormValues = z.input<typeof contactDetailsBodySchema>;
type FormResolver = Resolver<FormValues, unknown, ContactDetailsSave>;

const EMPTY = { address: '', city: '', state: '', zipCode: '', emergencyContactName: '', emergencyContactPhone: '', emergencyContactRelation: '' };
/** The profile's age when the registration accepts it; otherwise the field starts empty. */
const ageOf = (age: number | null) => (age !== null && age >= 5 && age <= 18 ? age : '');

/**
 * Edits the address and emergency contact (PUT /api/account/contact-details) with the athlete
 * registration's own rules (common/registration.ts), which the server checks again.
 */
export function ContactDetailsForm({ user, current, onDone }: ContactDetailsFormProps) {
  const { t } = useT('account');
  const formMessage = useMessage();
  const save = useSaveContactDetails();
  const adding = current === null;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, ContactDetailsSave>({
    resolver: adding ? (zodResolver(newContactDetailsSchema) as FormResolver) : (zodResolver(contactDetailsSchema) as FormResolver),
    defaultValues: adding ? { ...EMPTY, athleteAge: ageOf(user.age), liabilityAgreement: true } : { ...current },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const error = (message: string | undefined) => formMessage(message);
  // The form opens from Edit or Add: the first field takes the focus.
  useEffect(() => form.setFocus('address'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      toast({ title: t('contact.savedTitle'), description: t('contact.saved') });
      onDone();
    } catch (err) {
      // The app-wide 401 handler (lib/signed-out.ts) has told them and opens the login page.
      if (isUnauthorizedError(err)) return;
      const message = serverMessage(err, t('contact.failed'));
      setFailure(message);
      toast({ title: t('contact.failedTitle'), description: message, variant: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && <Alert>{failure}</Alert>}
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold text-ink-900">{t('contact.address')}</legend>
        <Field label={t('contact.street')} error={error(errors.address?.message)}>
          <Input autoComplete="street-address" maxLength={200} {...register('address')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-3">
            <Field label={t('contact.city')} error={error(errors.city?.message)}>
              <Input autoComplete="address-level2" maxLength={200} {...register('city')} />
            </Field>
          </div>
          <div className="sm:col-span-1">
            <Field label={t('contact.state')} error={error(errors.state?.message)}>
              <Input autoComplete="address-level1" maxLength={200} {...register('state')} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label={t('contact.zip')} error={error(errors.zipCode?.message)}>
              <Input inputMode="numeric" autoComplete="postal-code" maxLength={200} {...register('zipCode')} />
            </Field>
          </div>
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold text-ink-900">{t('contact.emergency')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('contact.contactName')} error={error(errors.emergencyContactName?.message)}>
            <Input autoComplete="off" maxLength={200} {...register('emergencyContactName')} />
          </Field>
          <Field label={t('contact.contactPhone')} error={error(errors.emergencyContactPhone?.message)}>
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={200} {...register('emergencyContactPhone')} />
          </Field>
        </div>
        <Field label={t('contact.relation')} error={error(errors.emergencyContactRelation?.message)}>
          <Input autoComplete="off" maxLength={200} placeholder={t('contact.relationPlaceholder')} {...register('emergencyContactRelation')} />
        </Field>
      </fieldset>
      {adding && (
        <div className="max-w-40">
          <Field label={t('contact.age')} error={error(errors.athleteAge?.message)}>
            <Input type="number" inputMode="numeric" min={5} max={18} {...register('athleteAge')} />
          </Field>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('contact.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('contact.saving') : t('contact.save')}
        </Button>
      </div>
    </form>
  );
}
