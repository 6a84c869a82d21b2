import { format } from 'date-fns';
import { facilityDay } from '@/lib/format-time';
import { shiftWeek } from '@/lib/staff/weeks';

export interface ReportRow {
  week: string;
  programId: number;
  programName: string;
  bookings: number;
  revenue: number;
}

export type Metric = 'bookings' | 'revenue';

/** Every week from the first to the last in the rows, gaps included, so the chart's axis is even. */
export function reportWeeks(rows: readonly ReportRow[]): string[] {
  const weeks = [...new Set(rows.map((r) => r.week))].sort();
  if (!weeks.length) return [];
  const out = [weeks[0]!];
  while (out[out.length - 1]! < weeks[weeks.length - 1]!) out.push(shiftWeek(out[out.length - 1]!, 1));
  return out;
}

/** The programs in the rows, by name. */
export function reportPrograms(rows: readonly ReportRow[]): { id: number; name: string }[] {
  const byId = new Map(rows.map((r) => [r.programId, r.programName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const seriesKey = (programId: number) => `p${programId}`;

/**
 * One chart point per week: its label and the metric of each program (0 where it had none), ready
 * for a bar chart stacked by program. With a program chosen, only that program. `labelOf` names a
 * week (a facility day) on the axis.
 */
export function pivotReport(
  rows: readonly ReportRow[],
  metric: Metric,
  programId: number | null,
  labelOf: (week: string) => string = (week) => format(facilityDay(week), 'MMM d'),
) {
  const kept = programId == null ? rows : rows.filter((r) => r.programId === programId);
  const programs = reportPrograms(kept);
  const data = reportWeeks(kept).map((week) => {
    const point: Record<string, string | number> = { week, label: labelOf(week) };
    for (const p of programs) point[seriesKey(p.id)] = 0;
    for (const r of kept) if (r.week === week) point[seriesKey(r.programId)] = Math.round(((point[seriesKey(r.programId)] as number) + r[metric]) * 100) / 100;
    return point;
  });
  return { data, programs };
}

/** Bookings and revenue added up (revenue to the cent). */
export function reportTotals(rows: readonly ReportRow[]) {
  const cents = rows.reduce((n, r) => n + Math.round(r.revenue * 100), 0);
  return { bookings: rows.reduce((n, r) => n + r.bookings, 0), revenue: cents / 100 };
}
