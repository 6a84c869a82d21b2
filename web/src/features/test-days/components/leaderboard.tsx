import { Medal } from 'lucide-react';
import { useId, useState } from 'react';
import { BOARD_PERIODS, TEST_AGE_GROUPS, TEST_SEXES, type Board, type BoardPeriod, type TestAgeGroup, type TestSex } from '@common/test-days';
import { shortDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Spinner } from '@/ui/spinner';
import { useBoard, useTests } from '../api/use-test-days';
import { formatValue, testName } from '../lib/format';

const selectClass = 'mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** The leaderboards (issue 31): a test, an age group, a sex and a period; the reader's own rows marked. */
export function Leaderboard() {
  const { t, language } = useT('testDays');
  const tests = useTests();
  const [chosen, setChosen] = useState(0);
  const [ageGroup, setAgeGroup] = useState<TestAgeGroup | 'ALL'>('ALL');
  const [sex, setSex] = useState<TestSex | 'ALL'>('ALL');
  const [period, setPeriod] = useState<BoardPeriod>('year');
  const testId = chosen || tests.data?.[0]?.id || 0;
  const board = useBoard({ testId, ageGroup, sex, period });
  const ids = { test: useId(), age: useId(), sex: useId(), period: useId() };
  if (tests.isPending) return <Spinner />;
  if (!tests.data?.length) return <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('board.noTests')}</p>;
  const filter = (id: string, label: string, value: string, onChange: (v: string) => void, options: [string, string][]) => (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {filter(
          ids.test,
          t('board.test'),
          String(testId),
          (v) => setChosen(Number(v)),
          tests.data.map((x) => [String(x.id), testName(x, language)]),
        )}
        {filter(
          ids.age,
          t('board.ageGroup'),
          ageGroup,
          (v) => setAgeGroup(v as TestAgeGroup | 'ALL'),
          (['ALL', ...TEST_AGE_GROUPS] as const).map((g) => [g, t(`ageGroups.${g}`)]),
        )}
        {filter(
          ids.sex,
          t('board.sex'),
          sex,
          (v) => setSex(v as TestSex | 'ALL'),
          (['ALL', ...TEST_SEXES] as const).map((s) => [s, t(`sexes.${s}`)]),
        )}
        {filter(
          ids.period,
          t('board.period'),
          period,
          (v) => setPeriod(v as BoardPeriod),
          BOARD_PERIODS.map((p) => [p, t(`periods.${p}`)]),
        )}
      </div>
      {board.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('board.loadFailed')}
        </p>
      )}
      {board.isPending && <Spinner />}
      {board.data && <BoardTable board={board.data} />}
    </div>
  );
}

function BoardTable({ board }: { board: Board }) {
  const { t, language } = useT('testDays');
  if (board.entries.length === 0) return <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('board.empty')}</p>;
  const unit = t(`units.${board.test.unit}`);
  const row = (e: Board['entries'][number], i: number) => (
    <tr key={`${e.place}-${e.name}-${i}`} className={e.you ? 'bg-brand-50 font-semibold' : undefined} data-you={e.you || undefined}>
      <td className="px-3 py-2 tabular-nums">
        {e.place <= 3 ? (
          <Medal className={`mr-1 inline size-4 ${['text-amber-600', 'text-slate-500', 'text-orange-800'][e.place - 1]}`} aria-hidden="true" />
        ) : null}
        {e.place}
      </td>
      <td className="px-3 py-2">
        {e.name}
        {e.you && <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t('board.you')}</span>}
      </td>
      <td className="px-3 py-2 tabular-nums">
        {formatValue(e.value, board.test.unit, language)} {unit}
      </td>
      <td className="px-3 py-2 text-slate-700">{shortDay(e.testedOn, language)}</td>
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="leaderboard">
        <caption className="px-3 py-2 text-left text-sm text-slate-700">
          {testName(board.test, language)} · {t('board.total', { count: board.total })}
        </caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('board.place')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('board.athlete')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('board.result')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('board.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{board.entries.map(row)}</tbody>
        {board.yours.length > 0 && (
          <tbody className="border-t-2 border-slate-300">
            <tr>
              <th scope="rowgroup" colSpan={4} className="px-3 py-1 text-left text-xs font-semibold text-slate-600">
                {t('board.yours')}
              </th>
            </tr>
            {board.yours.map(row)}
          </tbody>
        )}
      </table>
    </div>
  );
}
