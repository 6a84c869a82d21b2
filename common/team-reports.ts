import { z } from 'zod';
import { endpoint, pathOf } from './endpoint.ts';
import { id, idParams, partialUpdate, text } from './input.ts';
import { refsOf } from './messages/index.ts';

/**
 * Team progress reports (issue 31, decision 054): approved coaches group athletes they coach into
 * teams (staff: any athletes, any group); a report per group and facility-local month reads each
 * athlete's attendance, training-plan compliance, test results and their change, and quotes of the
 * coach feedback given that month; it is a page and a printable PDF. On the 1st of each month every
 * actively linked parent of a grouped child whose plan includes advanced analytics is e-mailed the
 * child's report, in the parent's language.
 */
export const TEAM_REPORT_LIMITS = {
  name: 80,
  /** Athletes in one group: a squad, not the whole facility. */
  members: 60,
  /** Coach feedback quotes per athlete and month, and the length of each. */
  quotes: 3,
  quoteChars: 280,
} as const;

const M = refsOf('teamReports');

/** A facility-local calendar month, 'YYYY-MM' (years 2000-2099). */
export const MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;
export const monthParam = () => z.string({ error: M.month }).regex(MONTH_PATTERN, M.month);

const groupName = () => text({ error: M.name }).min(1, M.name).max(TEAM_REPORT_LIMITS.name, M.name);

export const personSchema = z.object({ id: z.number(), name: z.string() });
export type ReportPerson = z.infer<typeof personSchema>;

export const groupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  owner: personSchema,
  archived: z.boolean(),
  athleteCount: z.number(),
  createdAt: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupDetailSchema = groupSummarySchema.extend({
  athletes: z.array(personSchema),
  /** Whether the reader may rename, archive and change the athletes (the owner, or staff). */
  canEdit: z.boolean(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupInputSchema = z.object({ name: groupName(), athleteIds: z.array(id()).max(TEAM_REPORT_LIMITS.members, M.tooMany).optional() }).strict();
export const groupUpdateSchema = partialUpdate(z.object({ name: groupName().optional(), archived: z.boolean().optional() }).strict());
export const groupAthletesSchema = z.object({ athleteIds: z.array(id()).max(TEAM_REPORT_LIMITS.members, M.tooMany) }).strict();
export const groupsQuerySchema = z.object({ archived: z.enum(['true', 'false']).optional() }).strict();
export const reportQuerySchema = z.object({ month: monthParam().optional() }).strict();
export const pdfQuerySchema = z.object({ month: monthParam().optional(), athleteId: id().optional() }).strict();

export const CHANGE_VERDICTS = ['better', 'worse', 'noise'] as const;

export const reportTestSchema = z.object({
  testId: z.number(),
  name: z.string(),
  nameEs: z.string().nullable(),
  unit: z.string(),
  direction: z.enum(['HIGHER', 'LOWER']),
  value: z.number(),
  testedOn: z.string(),
  /** The athlete's result of this test before this one (any earlier date), or null for a first result. */
  previous: z.object({ value: z.number(), testedOn: z.string() }).nullable(),
  change: z.number().nullable(),
  /** The smallest worthwhile change of this test (null with too few athletes' results to tell). */
  swc: z.number().nullable(),
  verdict: z.enum(CHANGE_VERDICTS).nullable(),
});
export type ReportTest = z.infer<typeof reportTestSchema>;

export const reportAthleteSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Confirmed bookings of sessions that started in the month; check-ins and no-shows staff recorded. */
  attendance: z.object({ booked: z.number(), checkedIn: z.number(), noShow: z.number() }),
  /** Prescribed plan exercises due in the month and how many were logged done; null with none due. */
  compliance: z.object({ prescribed: z.number(), done: z.number(), share: z.number() }).nullable(),
  tests: z.array(reportTestSchema),
  quotes: z.array(z.object({ text: z.string(), coach: z.string(), givenOn: z.string() })),
});
export type ReportAthlete = z.infer<typeof reportAthleteSchema>;

export const teamReportSchema = z.object({
  group: z.object({ id: z.number(), name: z.string(), owner: personSchema }),
  month: z.string(),
  /** The month has not ended yet: the figures are so far. */
  partial: z.boolean(),
  athletes: z.array(reportAthleteSchema),
  summary: z.object({
    athletes: z.number(),
    /** Check-ins over check-ins and no-shows recorded in the month; null when none was recorded. */
    attendanceRate: z.number().nullable(),
    /** The mean of the athletes' compliance shares; null when no athlete had plan work due. */
    meanCompliance: z.number().nullable(),
    /** Athletes with at least one test result better than the previous by more than the worthwhile change. */
    improved: z.number(),
    /** Athletes tested in the month. */
    tested: z.number(),
  }),
});
export type TeamReport = z.infer<typeof teamReportSchema>;

const tags = ['team-reports'];

export const teamReportsApi = {
  groups: endpoint({ method: 'GET', path: '/api/team-groups', query: groupsQuerySchema, response: z.array(groupSummarySchema), access: 'user', tags }),
  candidates: endpoint({ method: 'GET', path: '/api/team-groups/athletes', response: z.array(personSchema), access: 'user', tags }),
  create: endpoint({ method: 'POST', path: '/api/team-groups', body: groupInputSchema, response: groupDetailSchema, status: 201, access: 'user', tags }),
  group: endpoint({ method: 'GET', path: '/api/team-groups/:id', params: idParams, response: groupDetailSchema, access: 'user', tags }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/team-groups/:id',
    params: idParams,
    body: groupUpdateSchema,
    response: groupDetailSchema,
    access: 'user',
    tags,
  }),
  setAthletes: endpoint({
    method: 'PUT',
    path: '/api/team-groups/:id/athletes',
    params: idParams,
    body: groupAthletesSchema,
    response: groupDetailSchema,
    access: 'user',
    tags,
  }),
  /** Staff: send the monthly parent e-mails of an ended month now (the timer does it on the 1st); each goes once. */
  sendMonthly: endpoint({
    method: 'POST',
    path: '/api/staff/team-reports/monthly-mail',
    body: z.object({ month: monthParam() }).strict(),
    response: z.object({ sent: z.number(), message: z.string() }),
    access: 'staff',
    tags,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/team-groups/:id/report',
    params: idParams,
    query: reportQuerySchema,
    response: teamReportSchema,
    access: 'user',
    tags,
  }),
  /** The report as a PDF, a download, in the reader's language; an id that cannot exist is a 404 (checked by the handler). */
  pdf: endpoint({
    method: 'GET',
    path: '/api/team-groups/:id/report.pdf',
    params: z.object({ id: z.string() }),
    query: pdfQuerySchema,
    file: 'application/pdf',
    access: 'user',
    tags,
  }),
};

/** The address of the report's PDF (teamReportsApi.pdf): the whole group, or one athlete of it. */
export const teamReportPdfPath = (groupId: number, month: string, athleteId?: number) =>
  `${pathOf(teamReportsApi.pdf, { id: groupId })}?${new URLSearchParams({ month, ...(athleteId ? { athleteId: String(athleteId) } : {}) })}`;

/** The month before `month` ('YYYY-MM'). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The month after `month` ('YYYY-MM'). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
