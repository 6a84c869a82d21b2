import { describe, expect, it } from 'vitest';
import { pivotReport, reportPrograms, reportTotals, reportWeeks, type ReportRow } from './report-pivot';

const rows: ReportRow[] = [
  { week: '2026-03-02', programId: 1, programName: 'Speed & Agility', bookings: 3, revenue: 105 },
  { week: '2026-03-02', programId: 2, programName: 'Basketball Elite', bookings: 1, revenue: 45.5 },
  { week: '2026-03-16', programId: 1, programName: 'Speed & Agility', bookings: 2, revenue: 70.1 },
];

describe('reportWeeks', () => {
  it('lists every week between the first and the last, empty ones included', () => {
    expect(reportWeeks(rows)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('is empty without rows', () => {
    expect(reportWeeks([])).toEqual([]);
  });
});

describe('reportPrograms', () => {
  it('lists each program once, by name', () => {
    expect(reportPrograms(rows)).toEqual([
      { id: 2, name: 'Basketball Elite' },
      { id: 1, name: 'Speed & Agility' },
    ]);
  });
});

describe('pivotReport', () => {
  it('gives one point per week with every program stacked, zero where none', () => {
    const { data, programs } = pivotReport(rows, 'bookings', null);
    expect(programs).toHaveLength(2);
    expect(data).toEqual([
      { week: '2026-03-02', label: 'Mar 2', p1: 3, p2: 1 },
      { week: '2026-03-09', label: 'Mar 9', p1: 0, p2: 0 },
      { week: '2026-03-16', label: 'Mar 16', p1: 2, p2: 0 },
    ]);
  });

  it('shows revenue in dollars and only the chosen program', () => {
    const { data, programs } = pivotReport(rows, 'revenue', 2);
    expect(programs).toEqual([{ id: 2, name: 'Basketball Elite' }]);
    expect(data).toEqual([{ week: '2026-03-02', label: 'Mar 2', p2: 45.5 }]);
  });
});

describe('reportTotals', () => {
  it('adds bookings and revenue to the cent', () => {
    expect(reportTotals(rows)).toEqual({ bookings: 6, revenue: 220.6 });
  });
});
