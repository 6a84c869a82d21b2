import type { ChangeEvent } from 'react';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';

type OnChange = (e: ChangeEvent<HTMLInputElement>) => void;

interface NameFieldsProps {
  labels: { firstName: string; lastName: string };
  values: { firstName: string; lastName: string };
  onChange: (key: 'firstName' | 'lastName') => OnChange;
}

/** First and last name side by side, as a sign-up form asks for them. */
export function NameFields({ labels, values, onChange }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={labels.firstName}>
        <Input autoComplete="given-name" value={values.firstName} onChange={onChange('firstName')} />
      </Field>
      <Field label={labels.lastName}>
        <Input autoComplete="family-name" value={values.lastName} onChange={onChange('lastName')} />
      </Field>
    </div>
  );
}
