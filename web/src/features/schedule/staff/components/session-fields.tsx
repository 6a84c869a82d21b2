import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18next';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { CoachSelect } from '@/features/coach/staff/components/coach-select';
import { ProgramSelect } from '@/features/programs/staff/components/program-select';
import { useMessage } from '@/lib/i18n/message';

/** What the new-session, new-series and edit forms have in common. */
interface SessionValues {
  programId: string;
  capacity: unknown;
  location: string;
  coachId: string | null;
  sessionTitle: string | null;
  locationEs?: string | null;
  sessionTitleEs?: string | null;
}

type AnyForm<V extends FieldValues, T> = UseFormReturn<V, unknown, T>;

// The three forms' value types differ in their other fields; these fields read only the shared ones.
const shared = <V extends FieldValues, T>(form: AnyForm<V, T>) => form as unknown as UseFormReturn<SessionValues>;

/** The program a new session or series is of. */
export function ProgramField<V extends FieldValues, T>({ form }: { form: AnyForm<V, T> }) {
  const { t } = useT('staff');
  const f = shared(form);
  return (
    <Controller
      control={f.control}
      name="programId"
      render={({ field }) => (
        <Field label={t('schedule.form.program')} error={f.formState.errors.programId && t('chooseProgram')}>
          <ProgramSelect value={field.value} onChange={field.onChange} />
        </Field>
      )}
    />
  );
}

interface DetailProps<V extends FieldValues, T> {
  form: AnyForm<V, T>;
  capacityHint?: string;
  locationPlaceholder?: string;
  titleHint?: string;
}

/**
 * Capacity, coach, place and title, the last two with their optional Spanish beside them (decision
 * 066): the same fields wherever a session is made or changed (in a two-column grid).
 */
export function SessionDetailFields<V extends FieldValues, T>({ form, capacityHint, locationPlaceholder, titleHint }: DetailProps<V, T>) {
  const { t } = useT('staff');
  const issue = useMessage();
  const f = shared(form);
  const { errors } = f.formState;
  return (
    <>
      <Field label={t('schedule.form.capacity')} hint={capacityHint} error={issue(errors.capacity?.message)}>
        <Input type="number" inputMode="numeric" min={1} max={500} {...f.register('capacity')} />
      </Field>
      <Controller
        control={f.control}
        name="coachId"
        render={({ field }) => (
          <Field label={t('schedule.form.coach')} error={issue(errors.coachId?.message)}>
            <CoachSelect value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <Field label={t('schedule.form.location')} error={issue(errors.location?.message)}>
        <Input placeholder={locationPlaceholder} {...f.register('location')} />
      </Field>
      <Field label={t('spanishText.location')} error={issue(errors.locationEs?.message)}>
        <Input maxLength={120} lang="es" {...f.register('locationEs')} />
      </Field>
      <Field label={t('schedule.form.title')} hint={titleHint} error={issue(errors.sessionTitle?.message)}>
        <Input {...f.register('sessionTitle')} />
      </Field>
      <Field label={t('spanishText.title')} hint={t('spanishText.hint')} error={issue(errors.sessionTitleEs?.message)}>
        <Input maxLength={120} lang="es" {...f.register('sessionTitleEs')} />
      </Field>
    </>
  );
}
