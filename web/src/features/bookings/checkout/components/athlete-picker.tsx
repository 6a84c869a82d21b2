import { Link } from 'wouter';
import type { LinkedAthlete } from '@common/parent';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';

export const athleteName = (a: LinkedAthlete) => `${a.firstName} ${a.lastName}`;

/** Parents book for one of their linked athletes (docs/design.md section 6). */
export function AthletePicker(props: {
  athletes: LinkedAthlete[] | undefined;
  loading: boolean;
  value: number | null;
  onChange: (id: number) => void;
  /** Those outside the session's age group (issue 29): still listed, marked, and checkout says why once chosen. */
  outsideAgeGroup?: ReadonlySet<number>;
}) {
  const { t } = useT('checkout');
  if (props.loading) return <Spinner label={t('athletes.loading')} />;
  const athletes = props.athletes ?? [];
  if (athletes.length === 0) {
    return (
      <Alert tone="info">
        <p className="font-semibold">{t('athletes.noneTitle')}</p>
        <p className="mt-1">
          {t('athletes.none')}{' '}
          <Link href="/parent-dashboard" className="font-semibold underline underline-offset-2">
            {t('athletes.noneLink')}
          </Link>{' '}
          {t('athletes.noneAfter')}
        </p>
      </Alert>
    );
  }
  return (
    <Field label={t('athletes.label')} hint={t('athletes.hint')}>
      <Select
        value={props.value === null ? undefined : String(props.value)}
        onValueChange={(v) => props.onChange(Number(v))}
        placeholder={t('athletes.choose')}
        options={athletes.map((a) => {
          const label = a.age === null ? athleteName(a) : t('athletes.withAge', { name: athleteName(a), age: a.age });
          return { value: String(a.id), label: props.outsideAgeGroup?.has(a.id) ? t('athletes.outsideAgeGroup', { label }) : label };
        })}
      />
    </Field>
  );
}
