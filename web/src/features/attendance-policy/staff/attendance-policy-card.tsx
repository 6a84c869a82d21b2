import { useId, useState, type FormEvent } from 'react';
import { CANCEL_NOTICE_HOURS } from '@common/member';
import { POLICY_MODES, type Policy, type PolicyMode, type Strike } from '@common/attendance-policy';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn, longDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useNotify } from '@/lib/staff/notify';
import { QueryState } from '@/lib/staff/query-state';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { ReportTable } from '@/ui/report-table';
import { useForgiveStrike, useSavePolicy, useStaffPolicy } from '../api/use-attendance-policy';

/** Staff (issue 32, decision 059): the no-show and late-cancel policy, and the strikes counting now with forgiveness. */
export function AttendancePolicyCard() {
  const { t } = useT('payments');
  const got = useStaffPolicy();
  return (
    <QueryState query={got} what={t('policy.loading')}>
      {got.data && (
        <div className="space-y-6">
          <PolicyForm key={got.data.policy.updatedAt ?? 'default'} policy={got.data.policy} />
          <StrikesTable strikes={got.data.strikes} />
        </div>
      )}
    </QueryState>
  );
}

const NUMBERS = ['strikeLimit', 'windowDays', 'blockDays'] as const;
type NumberKey = (typeof NUMBERS)[number];
const LABELS: Record<NumberKey, 'limit' | 'window' | 'block'> = { strikeLimit: 'limit', windowDays: 'window', blockDays: 'block' };

function PolicyForm({ policy }: { policy: Policy }) {
  const { t } = useT('payments');
  const notify = useNotify();
  const save = useSavePolicy();
  const ids = useId();
  const [mode, setMode] = useState<PolicyMode>(policy.mode);
  const [typed, setTyped] = useState<Record<NumberKey, string>>({ strikeLimit: String(policy.strikeLimit), windowDays: String(policy.windowDays), blockDays: String(policy.blockDays) });
  const [errors, setErrors] = useState<Partial<Record<NumberKey, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<NumberKey, string>> = {};
    const values = {} as Record<NumberKey, number>;
    for (const key of NUMBERS) {
      const text = typed[key].trim();
      if (!/^\d{1,4}$/.test(text)) found[key] = t('policy.wholeNumber');
      else values[key] = Number(text);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { mode, ...values },
      {
        onSuccess: (answer) => notify.saved(answer.message),
        onError: (err) => notify.error(err, t('policy.failed')),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="text-lg font-bold text-ink-900">
        {t('policy.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('policy.intro', { hours: CANCEL_NOTICE_HOURS })}</p>
      <p className="text-sm font-medium text-ink-900" data-testid="policy-current">
        {policy.mode === 'NONE' ? t('policy.currentNone') : t('policy.current', { count: policy.strikeLimit, window: policy.windowDays, block: policy.blockDays })}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink-900">{t('policy.modeLegend')}</legend>
        {POLICY_MODES.map((m) => (
          <label key={m} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input
              type="radio"
              name={`${ids}-mode`}
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              aria-labelledby={`${ids}-${m}`}
              aria-describedby={`${ids}-${m}-hint`}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span id={`${ids}-${m}`} className="block font-semibold text-ink-900">
                {m === 'NONE' ? t('policy.none') : t('policy.strikes')}
              </span>
              <span id={`${ids}-${m}-hint`} className="block text-sm text-slate-700">
                {m === 'NONE' ? t('policy.noneHint') : t('policy.strikesHint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === 'STRIKES' && (
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMBERS.map((key) => (
            <Field key={key} label={t(`policy.${LABELS[key]}Label`)} hint={t(`policy.${LABELS[key]}Hint`)} error={errors[key]}>
              <Input type="text" inputMode="numeric" autoComplete="off" className="w-28" maxLength={4} value={typed[key]} onChange={(e) => setTyped({ ...typed, [key]: e.target.value })} />
            </Field>
          ))}
        </div>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('policy.saving') : t('policy.save')}
      </Button>
    </form>
  );
}

function StrikesTable({ strikes }: { strikes: Strike[] }) {
  const { t, language } = useT('payments');
  const notify = useNotify();
  const forgive = useForgiveStrike();
  const site = useSiteInfo();
  const zone = site.data?.timeZone ?? 'America/New_York';
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold text-ink-900">{t('policy.strikesHeading')}</h3>
      {strikes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('policy.strikesEmpty')}</p>
      ) : (
        <ReportTable
          label={t('policy.strikesHeading')}
          tone="neutral"
          minWidth="min-w-[48rem]"
          standalone
          caption={t('policy.strikesHeading')}
          head={
            <>
              {(['colAthlete', 'colSession', 'colKind', 'colWhen', 'colStatus', 'colAction'] as const).map((c) => (
                <th key={c} scope="col" className="px-4 py-2 font-semibold">
                  {t(`policy.${c}`)}
                </th>
              ))}
            </>
          }
        >
          {strikes.map((s) => {
            const session = `${s.sessionName}, ${longDay(s.sessionDate, language)}${s.sessionTime ? ` ${wallTime(s.sessionTime, language)}` : ''}`;
            return (
              <tr key={s.id}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-ink-900">
                  {s.athleteName}
                </th>
                <td className="px-4 py-2">{session}</td>
                <td className="px-4 py-2">{t(`policy.kind.${s.kind}`)}</td>
                <td className="px-4 py-2 tabular-nums">{instantDateIn(s.at, zone, language)}</td>
                <td className={`px-4 py-2 ${s.pausedUntil ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
                  {s.pausedUntil ? t('policy.pausedUntil', { date: instantDateIn(s.pausedUntil, zone, language) }) : t('policy.notPaused')}
                </td>
                <td className="px-4 py-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={forgive.isPending}
                    aria-label={t('policy.forgiveLabel', { name: s.athleteName, session: s.sessionName, date: longDay(s.sessionDate, language) })}
                    onClick={() =>
                      forgive.mutate(s.id, {
                        onSuccess: (answer) => notify.saved(answer.message),
                        onError: (err) => notify.error(err, t('policy.forgiveFailed')),
                      })
                    }
                  >
                    {t('policy.forgive')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </ReportTable>
      )}
    </div>
  );
}
