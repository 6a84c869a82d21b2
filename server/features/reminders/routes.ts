import type { FastifyInstance } from 'fastify';
import { remindersApi } from '../../../common/reminders.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { cancelFromReminder, confirmReminder, reminderLink } from './links.ts';
import { attendanceReport } from './attendance.ts';
import { allOffsets, myPreferences, reminderReport, saveOffsets, savePreferences } from './preferences.ts';

/** Session reminders (issue 32, decision 048; endpoints in common/reminders.ts); the sweep runs on the timers (server/jobs/timers.ts). */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, remindersApi.link, async (req) => reminderLink(ctx, req.params.token));
  route(app, remindersApi.confirm, async (req) => confirmReminder(ctx, req.params.token));
  route(app, remindersApi.cancel, async (req) => cancelFromReminder(ctx, req.params.token));
  route(app, remindersApi.preferences, async (req) => myPreferences(ctx.db, requireUser(req)));
  route(app, remindersApi.savePreferences, async (req) => savePreferences(ctx.db, requireUser(req), req.body));
  route(app, remindersApi.staff, async () => {
    const { email, push } = await allOffsets(ctx.db);
    return {
    offsets: email,
    pushOffsets: push,
    months: await reminderReport(ctx.db, ctx.config.FACILITY_TZ),
    attendance: await attendanceReport(ctx.db, ctx.config.FACILITY_TZ, ctx.now()),
    };
  });
  route(app, remindersApi.saveOffsets, async (req) => saveOffsets(ctx.db, staffUser(req), req.body.offsets, req.body.pushOffsets));
}
