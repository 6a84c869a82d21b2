import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkInApi } from '../../../common/check-in.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooMany, unauthorized } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { takeEach } from '../../platform/http/limits.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { checkInByCode } from './service.ts';
import { endKiosk, endKioskByStaff, kioskAnswer, kioskOf, runningKiosks, startKiosk, type KioskRow } from './kiosk.ts';
import { msg } from '../../../common/messages/index.ts';

/** Scans a staff member may make a minute, and a kiosk (a queue at the front desk is a few a minute). */
const SCANS_PER_MINUTE = { staff: 120, kiosk: 30 } as const;

/**
 * Check-in by code and the front-desk kiosk (issue 32, decision 057; endpoints in common/check-in.ts).
 * A kiosk device holds only its own httpOnly cookie, which opens the /api/kiosk routes and nothing else.
 */
export async function checkInRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const secure = ctx.config.APP_ORIGIN?.startsWith('https://') ?? false;
  const cookie = secure ? '__Host-kiosk' : 'kiosk';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };
  const staffScans = ctx.limits.window('check-in:staff', SCANS_PER_MINUTE.staff, 60);
  const kioskScans = ctx.limits.window('check-in:kiosk', SCANS_PER_MINUTE.kiosk, 60);

  /** The kiosk this device is; otherwise 401, and a stale cookie is cleared. */
  const kioskOfRequest = async (req: FastifyRequest, reply: FastifyReply): Promise<KioskRow> => {
    const kiosk = await kioskOf(ctx.db, req.cookies[cookie], ctx.now());
    if (!kiosk) {
      if (req.cookies[cookie]) void reply.clearCookie(cookie, cookieOptions);
      throw unauthorized(msg('checkIn.kioskEnded'));
    }
    return kiosk;
  };

  route(app, checkInApi.scan, async (req) => {
    const staff = staffUser(req);
    await takeEach([[staffScans, String(staff.id)]], (wait) => tooMany(msg('checkIn.tooMany'), wait));
    return checkInByCode(ctx, req.body.code, { staffId: staff.id }, ctx.now(), requestLanguage(req));
  });

  route(app, checkInApi.startKiosk, async (req, reply) => {
    const { token, kiosk } = await startKiosk(ctx.db, staffUser(req), req.body.label, ctx.now());
    // From here this device is the kiosk: the staff member's own sign-in on it ends.
    await reply.endSession(req);
    void reply.setCookie(cookie, token, { ...cookieOptions, expires: kiosk.expiresAt });
    return kioskAnswer(kiosk, ctx.config.BUSINESS_NAME);
  });
  route(app, checkInApi.kiosks, async () => runningKiosks(ctx.db, ctx.now()));
  route(app, checkInApi.endKioskByStaff, async (req) => endKioskByStaff(ctx.db, staffUser(req), req.params.id, ctx.now()));

  route(app, checkInApi.kiosk, async (req, reply) => {
    // The answer is this device's (its kiosk cookie), not the anonymous caller's: not kept in the read cache.
    app.responseCache.skip(req);
    const kiosk = await kioskOfRequest(req, reply);
    return kioskAnswer(kiosk, ctx.config.BUSINESS_NAME);
  });
  route(app, checkInApi.kioskScan, async (req, reply) => {
    const kiosk = await kioskOfRequest(req, reply);
    await takeEach([[kioskScans, String(kiosk.id)]], (wait) => tooMany(msg('checkIn.tooMany'), wait));
    const r = await checkInByCode(ctx, req.body.code, { kiosk }, ctx.now(), requestLanguage(req));
    // The kiosk's screen is public: a first name and an initial, the session, nothing more.
    return {
      message: r.message,
      checkedIn: r.checkedIn,
      name: `${r.athlete.firstName} ${r.athlete.lastName.slice(0, 1)}.`,
      session: { name: r.session.name, startsAt: r.session.startsAt, location: r.session.location },
    };
  });
  route(app, checkInApi.endKiosk, async (req, reply) => {
    const kiosk = await kioskOfRequest(req, reply);
    await endKiosk(ctx.db, kiosk.id, ctx.now());
    void reply.clearCookie(cookie, cookieOptions);
    return { message: msg('checkIn.kioskStopped') };
  });
}
