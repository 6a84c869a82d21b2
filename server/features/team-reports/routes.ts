import type { FastifyInstance } from 'fastify';
import { teamReportsApi } from '../../../common/team-reports.ts';
import { id } from '../../../common/input.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { candidates, createGroup, groupDetail, listGroups, setGroupAthletes, updateGroup } from './groups.ts';
import { teamReportPdf } from './pdf.ts';
import { groupReport } from './read.ts';
import { sendMonthlyReports } from './sweep.ts';
import { msg } from '../../../common/messages/index.ts';

/** Groups and team progress reports (issue 31, decision 054; endpoints in common/team-reports.ts). */
export async function teamReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const tz = ctx.config.FACILITY_TZ;
  route(app, teamReportsApi.groups, async (req) => listGroups(db, requireUser(req), req.query.archived === 'true'));
  route(app, teamReportsApi.candidates, async (req) => candidates(db, requireUser(req)));
  route(app, teamReportsApi.create, async (req) => createGroup(db, requireUser(req), req.body));
  route(app, teamReportsApi.group, async (req) => groupDetail(db, requireUser(req), req.params.id));
  route(app, teamReportsApi.update, async (req) => updateGroup(db, requireUser(req), req.params.id, req.body, ctx.now()));
  route(app, teamReportsApi.setAthletes, async (req) => setGroupAthletes(db, requireUser(req), req.params.id, req.body, ctx.now()));
  route(app, teamReportsApi.report, async (req) => groupReport(db, requireUser(req), req.params.id, req.query.month, ctx.now(), tz));
  route(app, teamReportsApi.sendMonthly, async (req) => ({ sent: await sendMonthlyReports(ctx, req.body.month), message: msg('teamReports.mailsQueued') }));

  // A download, not JSON: the group's report (or one athlete's) as a PDF, in the reader's language.
  const groupId = id(msg('teamReports.notFound'));
  route(app, teamReportsApi.pdf, async (req, reply) => {
    const user = requireUser(req);
    const parsedId = groupId.safeParse(req.params.id);
    if (!parsedId.success) throw notFound(msg('teamReports.notFound'));
    const { month, athleteId } = req.query;
    const report = await groupReport(db, user, parsedId.data, month, ctx.now(), tz);
    const single = athleteId !== undefined;
    if (single) {
      report.athletes = report.athletes.filter((a) => a.id === athleteId);
      if (report.athletes.length === 0) throw notFound(msg('teamReports.notFound'));
    }
    const pdf = await teamReportPdf(report, { name: ctx.config.BUSINESS_NAME }, { reader: requestLanguage(req), single });
    const name = `team-report-${report.group.id}-${report.month}${single ? `-${athleteId}` : ''}.pdf`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    return pdf;
  });
}
