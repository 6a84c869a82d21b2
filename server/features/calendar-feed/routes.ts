import type { FastifyInstance } from 'fastify';
import { calendarFeedApi } from '../../../common/calendar-feed.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { createFeed, feedCalendar, feedOf, stopFeed } from './service.ts';
import { msg } from '../../../common/messages/index.ts';

/** The personal calendar feed (issue 32; endpoints in common/calendar-feed.ts) and the feed itself. */
export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, calendarFeedApi.get, async (req) => feedOf(ctx.db, requireUser(req)));
  route(app, calendarFeedApi.create, async (req) => createFeed(ctx.db, ctx.config, requireUser(req), ctx.now()));
  route(app, calendarFeedApi.stop, async (req) => stopFeed(ctx.db, requireUser(req)));
  // Calendar apps fetch it without cookies; the secret is the proof.
  route(app, calendarFeedApi.feed, async (req, reply) => {
    const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : null;
    if (!token) throw notFound(msg('calendarFeed.notFound'));
    const body = await feedCalendar(ctx.db, ctx.config, token, ctx.now());
    reply.header('cache-control', 'private, max-age=300').header('content-disposition', 'inline; filename="training.ics"');
    return body;
  });
}
