import type { FastifyInstance } from 'fastify';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import { id } from '../../../common/input.ts';
import { waiversApi } from '../../../common/waivers.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { signaturePdf } from './pdf.ts';
import { signatureFacts, searchSignatures } from './signatures.ts';
import { signWaiver, waiverStatus } from './sign.ts';
import { ensureFirstVersion, listVersions, publishVersion } from './versions.ts';
import { msg } from '../../../common/messages/index.ts';

/** The liability waiver (issue 29, decision 043; endpoints in common/waivers.ts). */
export async function waiverRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Every booking needs a version signed: version 1 exists from the first start (idempotent).
  await ensureFirstVersion(ctx.db);

  route(app, waiversApi.current, async (req) => waiverStatus(ctx, requireUser(req), req.query.athleteId, requestLanguage(req)));
  route(app, waiversApi.sign, async (req) => {
    const ua = req.headers['user-agent'];
    return signWaiver(ctx, requireUser(req), req.query.athleteId, req.body, {
      ip: req.ip ?? null,
      userAgent: typeof ua === 'string' ? ua : null,
      language: requestLanguage(req),
    });
  });
  route(app, waiversApi.versions, async () => listVersions(ctx.db));
  route(app, waiversApi.publish, async (req) => publishVersion(ctx, staffUser(req), req.body));
  route(app, waiversApi.signatures, async (req) => searchSignatures(ctx.db, req.query));

  // A download, not JSON. Staff only; anyone else is told there is nothing here (404), as for a receipt.
  const signatureId = id(msg('waivers.signatureNotFound'));
  route(app, waiversApi.signaturePdf, async (req, reply) => {
    const user = requireUser(req);
    if (!isApprovedCoach(user) || !user.isStaff) throw notFound(msg('waivers.signatureNotFound'));
    const parsed = signatureId.safeParse(req.params.id);
    if (!parsed.success) throw notFound(msg('waivers.signatureNotFound'));
    const facts = await signatureFacts(ctx.db, parsed.data);
    const pdf = await signaturePdf(facts, { name: ctx.config.BUSINESS_NAME, timeZone: ctx.config.FACILITY_TZ }, { reader: requestLanguage(req) });
    reply.header('content-disposition', `attachment; filename="waiver-signature-${facts.s.id}.pdf"`).header('cache-control', 'no-store');
    return pdf;
  });
}
