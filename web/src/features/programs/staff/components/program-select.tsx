import { useT } from '@/lib/i18n/i18next';
import { Select } from '@/ui/select';
import { useStaffPrograms } from '../api/use-staff-programs';

interface ProgramSelectProps {
  value: unknown;
  onChange: (programId: number) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The programs sessions can be added to: archived ones are left out. */
export function ProgramSelect({ value, onChange, ...aria }: ProgramSelectProps) {
  const programs = useStaffPrograms();
  const { t } = useT('staff');
  const options = (programs.data ?? []).filter((p) => !p.archived).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <Select
      {...aria}
      value={value == null || value === '' ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      options={options}
      placeholder={t('chooseProgram')}
    />
  );
}
