import type { FastifyInstance } from 'fastify';
import { remindersApi } from '../../../common/reminders.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { cancelFromReminder, confirmReminder, reminderLink } from './links.ts';
import { confirmGameReminder, findGameLink, gameLink, leaveFromGameReminder } from './game-links.ts';
import { attendanceReport } from './attendance.ts';
import { allOffsets, myPreferences, reminderReport, saveOffsets, savePreferences } from './preferences.ts';

/** Session reminders (issue 32, decision 048; endpoints in common/reminders.ts); the sweep runs on the timers (server/jobs/timers.ts). */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A token is a session reminder's or a pickup game's (game-links.ts): the same page answers both.
  route(app, remindersApi.link, async (req) => {
    const game = await findGameLink(ctx, req.params.token);
    return game ? gameLink(ctx, game) : reminderLink(ctx, req.params.token);
  });
  route(app, remindersApi.confirm, async (req) =>
    (await findGameLink(ctx, req.params.token)) ? confirmGameReminder(ctx, req.params.token) : confirmReminder(ctx, req.params.token),
  );
  route(app, remindersApi.cancel, async (req) =>
    (await findGameLink(ctx, req.params.token)) ? leaveFromGameReminder(ctx, req.params.token) : cancelFromReminder(ctx, req.params.token),
  );
  route(app, remindersApi.preferences, async (req) => myPreferences(ctx.db, requireUser(req)));
  route(app, remindersApi.savePreferences, async (req) => savePreferences(ctx.db, requireUser(req), req.body, ctx.now()));
  route(app, remindersApi.staff, async () => {
    const { email, push } = await allOffsets(ctx.db);
    return {
      offsets: email,
      pushOffsets: push,
      months: await reminderReport(ctx.db, ctx.config.FACILITY_TZ),
      attendance: await attendanceReport(ctx.db, ctx.config.FACILITY_TZ, ctx.now()),
    };
  });
  route(app, remindersApi.saveOffsets, async (req) => saveOffsets(ctx.db, staffUser(req), req.body.offsets, ctx.now(), req.body.pushOffsets));
}
