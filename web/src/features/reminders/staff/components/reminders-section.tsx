import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { StaffReminders } from '@common/reminders';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { ReportTable } from '@/ui/report-table';
import { toast } from '@/ui/toast';
import { useSaveReminderOffsets, useStaffReminders } from '../api/use-staff-reminders';
import { AttendanceReport } from './attendance-report';
import { count, monthYear } from '@/lib/i18n/format';

/** Staff (issue 32, decision 048): the reminder offsets, reminders sent, confirmed and cancelled per month, and attendance per program. */
export function RemindersSection() {
  const { t } = useT('reminders');
  const { t: ts } = useT('staff');
  const data = useStaffReminders();
  return (
    <section aria-labelledby="staff-section-title" className="space-y-8">
      <SectionHeader title={ts('sections.reminders')}>{t('staff.intro')}</SectionHeader>
      <QueryState query={data} what={t('staff.what')}>
        {data.data && (
          <OffsetsForm
            key={`${data.data.offsets.join(',')}/${data.data.pushOffsets.join(',')}`}
            offsets={data.data.offsets}
            pushOffsets={data.data.pushOffsets}
          />
        )}
        <Report months={data.data?.months ?? []} />
        <AttendanceReport rows={data.data?.attendance ?? []} />
      </QueryState>
    </section>
  );
}

const hoursOf = (value: string) =>
  value
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : 0));

function OffsetsForm({ offsets, pushOffsets }: { offsets: number[]; pushOffsets: number[] }) {
  const { t, language } = useT('reminders');
  const save = useSaveReminderOffsets();
  const [value, setValue] = useState(offsets.join(', '));
  const [pushValue, setPushValue] = useState(pushOffsets.join(', '));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const pushId = useId();
  const listOf = (hours: number[]) => new Intl.ListFormat(language === 'es' ? 'es' : 'en', { type: 'conjunction' }).format(hours.map(String));
  const list = listOf(offsets);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Whatever is typed goes to the server as numbers; it checks them and answers why not in the reader's language.
    try {
      await save.mutateAsync({ offsets: hoursOf(value), pushOffsets: hoursOf(pushValue) });
      toast({ title: t('staff.saved') });
    } catch (err) {
      setError(serverMessage(err, t('staff.failed')));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <BellRing className="size-5 text-brand-600" aria-hidden="true" />
        {t('staff.offsetsTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('staff.current', { list })}</p>
      <p className="text-sm text-slate-600">{t('staff.currentPush', { list: listOf(pushOffsets) })}</p>
      {error && <Alert>{error}</Alert>}
      <div className="max-w-sm space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink-900">
          {t('staff.offsetsLabel')}
        </label>
        <Input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('staff.offsetsHint')}
        </p>
      </div>
      <div className="max-w-sm space-y-1.5">
        <label htmlFor={pushId} className="block text-sm font-medium text-ink-900">
          {t('staff.pushOffsetsLabel')}
        </label>
        <Input
          id={pushId}
          inputMode="numeric"
          value={pushValue}
          onChange={(e) => setPushValue(e.target.value)}
          aria-describedby={`${pushId}-hint`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${pushId}-hint`} className="text-xs text-slate-600">
          {t('staff.pushOffsetsHint')}
        </p>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('staff.saving') : t('staff.save')}
      </Button>
    </form>
  );
}

/** The report's figures per month: session reminders in all and by channel, answers, the other reminders. */
const COLUMNS = ['sent', 'email', 'push', 'sms', 'confirmed', 'cancelled', 'pickup', 'offers'] as const;

function Report({ months }: { months: StaffReminders['months'] }) {
  const { t, language } = useT('reminders');
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold text-ink-900">{t('staff.reportTitle')}</h3>
      {months.length === 0 ? (
        <p className="text-sm text-slate-600">{t('staff.empty')}</p>
      ) : (
        <ReportTable
          label={t('staff.reportLabel')}
          tone="neutral"
          minWidth="min-w-[60rem]"
          standalone
          caption={t('staff.reportLabel')}
          head={
            <>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('staff.month')}
              </th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-4 py-2 text-right font-semibold">
                  {t(`staff.${c}`)}
                </th>
              ))}
            </>
          }
        >
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="px-4 py-2 text-left font-medium text-ink-900">
                {monthYear(m.month, language)}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="px-4 py-2 text-right tabular-nums">
                  {count(m[c], language)}
                </td>
              ))}
            </tr>
          ))}
        </ReportTable>
      )}
    </div>
  );
}
