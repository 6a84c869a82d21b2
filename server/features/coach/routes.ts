import type { FastifyInstance } from 'fastify';
import { coachApi } from '../../../common/coach.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { roleUser, route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { setCoachApproval } from '../auth/coach-approval.ts';
import { selectMedia, toMediaItems } from '../media/queries.ts';
import { coachStats, editFeedback, giveFeedback, listAthletes, todaysSessions } from './service.ts';
import { listCoaches, setStaff } from './staff.ts';
import { planContextOf } from '../training-plans/media-context.ts';

/**
 * Every coach call answers 403 to anyone but a coach; staff approve coaches and make them staff
 * (endpoints in common/coach.ts).
 */
export async function coachRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const tz = config.FACILITY_TZ;

  route(app, coachApi.stats, async (req) => coachStats(db, roleUser(req), tz, ctx.now()));
  route(app, coachApi.sessions, async (req) => todaysSessions(db, tz, ctx.now(), requestLanguage(req)));
  route(app, coachApi.athletes, async () => listAthletes(db));
  route(app, coachApi.media, async () => {
    const items = await toMediaItems(db, ctx.storage, await selectMedia(db, undefined, 'pendingFirst'));
    const plans = await planContextOf(
      db,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, planContext: plans.get(i.id) ?? null }));
  });
  route(app, coachApi.feedback, async (req) => giveFeedback(db, ctx, roleUser(req), req.body));
  route(app, coachApi.editFeedback, async (req) => editFeedback(db, roleUser(req), req.params.id, req.body));

  route(app, coachApi.staffCoaches, async () => listCoaches(db));
  route(app, coachApi.approval, async (req) => setCoachApproval(db, config, staffUser(req), req.params.id, req.body.approved));
  route(app, coachApi.setStaff, async (req) => setStaff(db, staffUser(req), req.params.id, req.body.isStaff));
}
