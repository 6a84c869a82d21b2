import { useId, type Ref } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

export interface UploadAthlete {
  id: number;
  firstName: string;
  lastName: string;
}

interface AthletePickerProps {
  athletes: UploadAthlete[];
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
  disabled?: boolean;
  /** The first choice, focused when the form is sent without one. */
  firstRef?: Ref<HTMLInputElement>;
}

/** "Whose training is this?": a parent's required choice among their linked athletes (decision 047). */
export function AthletePicker({ athletes, value, onChange, error, disabled, firstRef }: AthletePickerProps) {
  const { t } = useT('media');
  const id = useId();
  if (athletes.length === 0) {
    return (
      <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
        {t('picker.noAthletes')}{' '}
        <Link href="/dashboard" className="font-semibold underline">
          {t('picker.addAthlete')}
        </Link>
      </div>
    );
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} aria-invalid={error ? true : undefined} aria-required="true">
      <legend className="text-sm font-medium text-ink-900">
        {t('picker.whose')} <span aria-hidden="true">*</span>
      </legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
        {t('picker.whoseHint')}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {athletes.map((a, i) => (
          <label
            key={a.id}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-semibold text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === a.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={`${id}-athlete`}
              value={a.id}
              checked={value === a.id}
              onChange={() => onChange(a.id)}
              disabled={disabled}
              className="accent-brand-600"
            />
            {a.firstName} {a.lastName}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
