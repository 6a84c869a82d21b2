import { Check, CircleAlert } from 'lucide-react';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MeasurementTest, StationAthlete } from '@common/test-days';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { useRecordResult } from '../api/use-test-days';
import { formatValue, parseAttempt, testName } from '../lib/format';
import { ClipPanel } from './clip-panel';

/** Enter moves to the next attempt box of the station, as Tab does (a tablet's keyboard has Enter at hand). */
function nextOnEnter(e: KeyboardEvent<HTMLInputElement>) {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[data-station]')];
  const i = boxes.indexOf(e.currentTarget);
  const next = boxes[i + 1];
  if (next) next.focus();
  else e.currentTarget.blur();
}

/** The station's grid: a row per booked athlete, a cell per test with its attempts. */
export function StationGrid({ sessionId, tests, athletes }: { sessionId: number; tests: MeasurementTest[]; athletes: StationAthlete[] }) {
  const { t, language } = useT('testDays');
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('station.athlete')}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold text-ink-900">
              {t('station.athlete')}
            </th>
            {tests.map((test) => (
              <th key={test.id} scope="col" className="px-3 py-2 font-semibold text-ink-900">
                {testName(test, language)} <span className="font-normal text-slate-600">({t(`units.${test.unit}`)})</span>
                <span className="block text-xs font-normal text-slate-600">
                  {t('staff.attemptsCount', { count: test.attempts })} · {t(`aggregates.${test.aggregate}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {athletes.map((a) => (
            <tr key={a.athleteId}>
              <th scope="row" className="px-3 py-2 text-left align-top font-medium text-ink-900">
                {a.name}
                <span className="mt-1 flex flex-wrap gap-1">
                  {a.ageGroup && <Badge tone="secondary">{t(`ageGroups.${a.ageGroup}`)}</Badge>}
                  {a.checkedIn && <Badge tone="success">{t('station.checkedIn')}</Badge>}
                </span>
              </th>
              {tests.map((test) => (
                <td key={test.id} className="px-3 py-2 align-top">
                  <AttemptCell
                    // a measured clip changes the attempts: the boxes start again from them
                    key={JSON.stringify(a.results.find((r) => r.testId === test.id)?.attempts ?? [])}
                    sessionId={sessionId}
                    test={test}
                    athlete={a}
                  />
                  {test.method !== 'ENTERED' && <ClipPanel sessionId={sessionId} test={test} athlete={a} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AttemptCell({ sessionId, test, athlete }: { sessionId: number; test: MeasurementTest; athlete: StationAthlete }) {
  const { t, language } = useT('testDays');
  const saved = athlete.results.find((r) => r.testId === test.id);
  const initial = Array.from({ length: test.attempts }, (_, i) => (saved?.attempts[i] === undefined ? '' : String(saved.attempts[i])));
  const [boxes, setBoxes] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordResult(sessionId);
  const cell = useRef<HTMLDivElement>(null);
  const name = testName(test, language);

  const save = () => {
    const parsed = boxes.map(parseAttempt);
    if (parsed.some((v) => Number.isNaN(v))) return setError(t('station.invalid'));
    const attempts = parsed.filter((v): v is number => v !== null);
    setError(null);
    if (attempts.length === 0) return;
    if (saved && JSON.stringify(saved.attempts) === JSON.stringify(attempts)) return;
    record.mutate({ athleteId: athlete.athleteId, testId: test.id, attempts }, { onError: (e) => setError(serverMessage(e, t('station.failed'))) });
  };
  // Saves when the focus leaves the cell (not when it moves between its own attempts).
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!cell.current?.contains(e.relatedTarget as Node | null)) save();
  };

  return (
    <div ref={cell} onBlur={onBlur} className="space-y-1">
      <div className="flex gap-1">
        {boxes.map((value, i) => (
          <input
            key={i}
            data-station=""
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('station.attempt', { test: name, n: i + 1, of: test.attempts, athlete: athlete.name })}
            aria-invalid={error ? true : undefined}
            value={value}
            onChange={(e) => setBoxes((b) => b.map((x, j) => (j === i ? e.target.value : x)))}
            onKeyDown={nextOnEnter}
            className="h-11 w-16 rounded-md border border-slate-300 px-2 text-center text-base tabular-nums focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-red-600"
          />
        ))}
      </div>
      <p className="min-h-5 text-xs" aria-live="polite">
        {error ? (
          <span className="inline-flex items-center gap-1 text-red-700">
            <CircleAlert className="size-3.5" aria-hidden="true" />
            {error}
          </span>
        ) : record.isPending ? (
          <span className="text-slate-600">{t('station.saving')}</span>
        ) : saved ? (
          <span className="inline-flex items-center gap-1 text-slate-700">
            <Check className="size-3.5 text-green-700" aria-hidden="true" />
            {t('station.result')}: <strong className="text-ink-900">{formatValue(saved.value, test.unit, language)}</strong>
            {saved.measured && ` · ${t('station.measured')}`}
          </span>
        ) : null}
      </p>
    </div>
  );
}
