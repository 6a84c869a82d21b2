import type { TeamReport } from '../../../common/team-reports.ts';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { eq } from 'drizzle-orm';
import { groupAthletes, readableGroup } from './groups.ts';
import { buildReport, reportMonth } from './report.ts';

/** A group's report for a month (default: the last full one), for its owner or staff. */
export async function groupReport(db: Db, user: User, groupId: number, month: string | undefined, now: Date, tz: string): Promise<TeamReport> {
  const g = await readableGroup(db, user, groupId);
  const bounds = reportMonth(month, now, tz);
  const [o] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, g.ownerId));
  const owner = { id: g.ownerId, name: o ? `${o.firstName} ${o.lastName}`.trim() : '' };
  return buildReport(db, { id: g.id, name: g.name, owner }, await groupAthletes(db, g.id), bounds, now, tz);
}
