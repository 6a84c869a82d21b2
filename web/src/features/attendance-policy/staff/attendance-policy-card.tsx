import { useId, useState, type FormEvent } from 'react';
import { CANCEL_NOTICE_HOURS } from '@common/member';
import { POLICY_MODES, type Policy, type PolicyMode, type Strike } from '@common/attendance-policy';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn, longDay, money, wallTime } from '@/lib/i18n/format';
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
const MODE_TEXT = {
  NONE: { label: 'policy.none', hint: 'policy.noneHint' },
  STRIKES: { label: 'policy.strikes', hint: 'policy.strikesHint' },
  FEE: { label: 'policy.fee', hint: 'policy.feeModeHint' },
} as const satisfies Record<PolicyMode, { label: string; hint: string }>;

function PolicyForm({ policy }: { policy: Policy }) {
  const { t, language } = useT('payments');
  const notify = useNotify();
  const save = useSavePolicy();
  const ids = useId();
  const [mode, setMode] = useState<PolicyMode>(policy.mode);
  const [typed, setTyped] = useState<Record<NumberKey, string>>({
    strikeLimit: String(policy.strikeLimit),
    windowDays: String(policy.windowDays),
    blockDays: String(policy.blockDays),
  });
  const [fee, setFee] = useState((policy.feeCents / 100).toFixed(2));
  const [errors, setErrors] = useState<Partial<Record<NumberKey | 'fee', string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<NumberKey | 'fee', string>> = {};
    const values = {} as Record<NumberKey, number>;
    for (const key of NUMBERS) {
      const text = typed[key].trim();
      if (!/^\d{1,4}$/.test(text)) found[key] = t('policy.wholeNumber');
      else values[key] = Number(text);
    }
    // The fee in dollars and cents ("15" or "15.00"); the server checks the range too.
    const feeText = fee.trim().replace(/^\$/, '');
    const feeCents = /^\d{1,3}(\.\d{1,2})?$/.test(feeText) ? Math.round(Number(feeText) * 100) : NaN;
    if (mode === 'FEE' && !(feeCents >= 100 && feeCents <= 50_000)) found.fee = t('policy.feeRange');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { mode, ...values, ...(Number.isFinite(feeCents) && feeCents >= 100 && feeCents <= 50_000 ? { feeCents } : {}) },
      {
        onSuccess: (answer) => notify.saved(answer.message),
        onError: (err) => notify.error(err, t('policy.failed')),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby={`${ids}-heading`}
    >
      <h3 id={`${ids}-heading`} className="text-lg font-bold text-ink-900">
        {t('policy.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('policy.intro', { hours: CANCEL_NOTICE_HOURS })}</p>
      <p className="text-sm font-medium text-ink-900" data-testid="policy-current">
        {policy.mode === 'NONE'
          ? t('policy.currentNone')
          : policy.mode === 'FEE'
            ? t('policy.currentFee', { fee: money(policy.feeCents / 100, language), hours: CANCEL_NOTICE_HOURS })
            : t('policy.current', { count: policy.strikeLimit, window: policy.windowDays, block: policy.blockDays })}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink-900">{t('policy.modeLegend')}</legend>
        {POLICY_MODES.map((m) => (
          <label
            key={m}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
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
                {t(MODE_TEXT[m].label)}
              </span>
              <span id={`${ids}-${m}-hint`} className="block text-sm text-slate-700">
                {t(MODE_TEXT[m].hint)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === 'STRIKES' && (
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMBERS.map((key) => (
            <Field key={key} label={t(`policy.${LABELS[key]}Label`)} hint={t(`policy.${LABELS[key]}Hint`)} error={errors[key]}>
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="w-28"
                maxLength={4}
                value={typed[key]}
                onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              />
            </Field>
          ))}
        </div>
      )}
      {mode === 'FEE' && (
        <Field label={t('policy.feeLabel')} hint={t('policy.feeHint')} error={errors.fee}>
          <Input type="text" inputMode="decimal" autoComplete="off" className="w-28" maxLength={7} value={fee} onChange={(e) => setFee(e.target.value)} />
        </Field>
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
  const fees = strikes.some((s) => s.fee !== null);
  const columns = fees
    ? (['colAthlete', 'colSession', 'colKind', 'colWhen', 'colStatus', 'colFee', 'colAction'] as const)
    : (['colAthlete', 'colSession', 'colKind', 'colWhen', 'colStatus', 'colAction'] as const);
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
              {columns.map((c) => (
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
                {fees && (
                  <td className={`px-4 py-2 ${s.fee?.state === 'NOT_COLLECTED' ? 'text-red-800' : 'text-slate-700'}`} data-testid="strike-fee">
                    {s.fee ? (
                      <>
                        <span className="block font-medium tabular-nums">
                          {t(`policy.feeState.${s.fee.state}`, { amount: money(s.fee.amountCents / 100, language) })}
                        </span>
                        {s.fee.problem && <span className="block text-xs">{s.fee.problem}</span>}
                      </>
                    ) : (
                      t('policy.noFee')
                    )}
                  </td>
                )}
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
