import { useT } from '@/lib/i18n/i18next';
import { Select } from '@/ui/select';
import { useStaffCoaches } from '../api/use-staff-coaches';

const NONE = 'none';

interface CoachSelectProps {
  value: unknown;
  onChange: (coachId: number | null) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The coach of a session (approved coaches only), or Unassigned. */
export function CoachSelect({ value, onChange, ...aria }: CoachSelectProps) {
  const coaches = useStaffCoaches();
  const { t } = useT('staff');
  const options = [
    { value: NONE, label: t('unassigned') },
    ...(coaches.data ?? []).filter((c) => c.coachStatus === 'APPROVED').map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Select
      {...aria}
      value={value == null || value === '' ? NONE : String(value)}
      onValueChange={(v) => onChange(v === NONE ? null : Number(v))}
      options={options}
    />
  );
}
