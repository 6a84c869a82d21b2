import { requestLanguage } from '../../platform/i18n/language.ts';
import type { FastifyInstance } from 'fastify';
import { pushApi } from '../../../common/push.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { myDevices, removeDevice, subscribe } from './subscriptions.ts';
import { vapidOf } from './vapid.ts';

/** Web push (issue 32, decision 058; endpoints in common/push.ts): the public key, my devices, turn on, remove. */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, pushApi.key, async () => ({ publicKey: (await vapidOf(ctx.db, ctx.config)).publicKey }));
  route(app, pushApi.devices, async (req) => myDevices(ctx.db, requireUser(req), requestLanguage(req)));
  route(app, pushApi.subscribe, async (req) => subscribe(ctx.db, requireUser(req), req.body, req.headers['user-agent'], ctx.now(), requestLanguage(req)));
  route(app, pushApi.remove, async (req) => removeDevice(ctx.db, requireUser(req), req.params.id));
}
