import { Link } from 'wouter';
import type { LinkedAthlete } from '@common/parent';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';

export const athleteName = (a: LinkedAthlete) => `${a.firstName} ${a.lastName}`;

/** Parents book for one of their linked athletes (DESIGN.md section 6). */
export function AthletePicker(props: { athletes: LinkedAthlete[] | undefined; loading: boolean; value: number | null; onChange: (id: number) => void }) {
  if (props.loading) return <Spinner label="Loading your athletes..." />;
  const athletes = props.athletes ?? [];
  if (athletes.length === 0) {
    return (
      <Alert tone="info">
        <p className="font-semibold">Add an athlete first</p>
        <p className="mt-1">
          Bookings are made for one of your linked athletes, and you have none yet.{' '}
          <Link href="/parent-dashboard" className="font-semibold underline underline-offset-2">
            Add an athlete on your dashboard
          </Link>{' '}
          and come back to book.
        </p>
      </Alert>
    );
  }
  return (
    <Field label="Who is this booking for?" hint="The session is booked in this athlete's name.">
      <Select
        value={props.value === null ? undefined : String(props.value)}
        onValueChange={(v) => props.onChange(Number(v))}
        placeholder="Choose an athlete"
        options={athletes.map((a) => ({ value: String(a.id), label: a.age === null ? athleteName(a) : `${athleteName(a)} (age ${a.age})` }))}
      />
    </Field>
  );
}
