/**
 * The monthly parent e-mail (decision 054). From the 1st of each month (facility time; the first
 * `CATCH_UP_DAYS` days, so a node that was down at midnight still sends), for the month before:
 * each actively linked parent of each athlete in an active group, when the athlete's plan or a
 * linked parent's includes advanced analytics and the athlete's report has something in it, gets
 * the child's report in their language, once per child whatever the number of groups, naming them
 * all. Each (parent, athlete, month) is claimed by inserting its unique row, and the e-mail is queued
 * in the same transaction: any number of nodes may sweep at once, one insert goes through and the
 * others change nothing.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type TeamReport } from '../../../common/team-reports.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { athleteGroupMembers, athleteGroups, teamReportMails } from '../../db/schema/team-reports.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail, undeliverable } from '../../platform/mail/outbox.ts';
import { analyticsIncluded } from '../test-days/gate.ts';
import { reportMail } from './mail.ts';
import { buildReport, hasData, lastFullMonth, monthBounds, monthOf } from './report.ts';
import { refsOf } from '../../../common/messages/index.ts';

const M = refsOf('teamReports');

/** The sweep sends on the 1st and, to catch up after a node was down, the next days up to this one. */
export const CATCH_UP_DAYS = 3;

const owner = alias(users, 'owner');
const athlete = alias(users, 'athlete');
const parent = alias(users, 'parent');
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Sends what is due for `month` ('YYYY-MM', ended) and returns how many e-mails were queued. */
export async function sendMonthlyReports(ctx: AppContext, month: string, now = ctx.now()): Promise<number> {
  const tz = ctx.config.FACILITY_TZ;
  if (month >= monthOf(now, tz)) throw badRequest(M.monthNotEnded);
  const db = ctx.db;
  const members = await db
    .select({
      groupId: athleteGroups.id,
      group: athleteGroups.name,
      owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName },
      athlete: { id: athlete.id, firstName: athlete.firstName, lastName: athlete.lastName },
    })
    .from(athleteGroupMembers)
    .innerJoin(athleteGroups, eq(athleteGroups.id, athleteGroupMembers.groupId))
    .innerJoin(owner, eq(owner.id, athleteGroups.ownerId))
    .innerJoin(athlete, eq(athlete.id, athleteGroupMembers.athleteId))
    .where(and(isNull(athleteGroups.archivedAt), isNull(athlete.deletedAt)))
    .orderBy(asc(athleteGroups.id), asc(athlete.id));
  if (members.length === 0) return 0;
  // an athlete in several groups is reported once, naming every group (oldest first): the figures are
  // the child's own whatever the group, so one e-mail per group would repeat the same report
  const groupsOf = new Map<number, TeamReport['group'][]>();
  const names = new Map<number, string>();
  for (const m of members) {
    groupsOf.set(m.athlete.id, [...(groupsOf.get(m.athlete.id) ?? []), { id: m.groupId, name: m.group, owner: { id: m.owner.id, name: fullName(m.owner) } }]);
    names.set(m.athlete.id, fullName(m.athlete));
  }
  const athleteIds = [...groupsOf.keys()];
  const parents = await db
    .select({ athleteId: athleteLinks.athleteId, id: parent.id, email: parent.email, firstName: parent.firstName, language: parent.language })
    .from(athleteLinks)
    .innerJoin(parent, eq(parent.id, athleteLinks.parentId))
    .where(and(inArray(athleteLinks.athleteId, athleteIds), eq(athleteLinks.status, 'ACTIVE'), isNull(parent.deletedAt)));
  const claimed = await db
    .select({ parentId: teamReportMails.parentId, athleteId: teamReportMails.athleteId })
    .from(teamReportMails)
    .where(and(eq(teamReportMails.month, month), inArray(teamReportMails.athleteId, athleteIds)));
  const done = new Set(claimed.map((c) => `${c.parentId}:${c.athleteId}`));
  const pending = parents.filter((p) => p.athleteId !== null && !undeliverable(p.email) && !done.has(`${p.id}:${p.athleteId}`));
  if (pending.length === 0) return 0;

  const candidates: number[] = [];
  for (const id of new Set(pending.map((p) => p.athleteId!))) if (await analyticsIncluded(db, id)) candidates.push(id);
  if (candidates.length === 0) return 0;
  const bounds = monthBounds(month, tz);
  const placeholder = { id: 0, name: '', owner: { id: 0, name: '' } };
  const all = await buildReport(
    db,
    placeholder,
    candidates.map((id) => ({ id, name: names.get(id)! })),
    bounds,
    now,
    tz,
  );
  const sections = new Map(all.athletes.map((a) => [a.id, a]));

  let sent = 0;
  for (const p of pending) {
    const section = sections.get(p.athleteId!);
    if (!section || !hasData(section)) continue;
    const groups = groupsOf.get(section.id)!;
    const report: TeamReport = { ...all, group: groups[0]!, athletes: [section] };
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teamReportMails)
        .values({ parentId: p.id, athleteId: section.id, month, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: teamReportMails.id });
      if (!row) return false;
      await enqueueMail(
        tx,
        reportMail(ctx.config, { to: p.email, firstName: p.firstName, language: mailLanguage(p.language), report, athlete: section, groups }),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The timer's sweep: in the first days of a facility month, the month before's e-mails. */
export async function sweepTeamReports(ctx: AppContext, now = ctx.now()): Promise<number> {
  const tz = ctx.config.FACILITY_TZ;
  if (Number(formatInTimeZone(now, tz, 'd')) > CATCH_UP_DAYS) return 0;
  return sendMonthlyReports(ctx, lastFullMonth(now, tz), now);
}
