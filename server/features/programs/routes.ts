import type { FastifyInstance } from 'fastify';
import { programsApi } from '../../../common/programs.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import { memo } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { perLanguage } from '../../platform/i18n/localized.ts';
import { listPrograms, listProgramsWithSessions, listTrainingSessions } from './service.ts';
import { createProgram, listAllPrograms, reorderPrograms, updateProgram } from './staff.ts';

/**
 * The catalogue is public: guests browse programs and the schedule before signing up. It is read
 * on every visit and changes far less often, so each list is kept for READ_CACHE_MS and dropped
 * as soon as anything changes on this node (spots left included); capacity itself is enforced by
 * the hold, never by these figures. Once warm, the lists are also answered in front of Fastify
 * (decision 018). Staff edit the catalogue under /api/staff/programs (endpoints in common/programs.ts).
 */
export async function programRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const cacheMs = ctx.config.READ_CACHE_MS;
  // One read cache per language (decision 066): a Spanish reader never gets the English lists, nor the reverse.
  const programs = perLanguage((lang) => memo(cacheMs, () => listPrograms(db, lang), ctx.caches));
  const withSessions = perLanguage((lang) => memo(cacheMs, () => listProgramsWithSessions(db, lang), ctx.caches));
  const sessions = perLanguage((lang) => memo(cacheMs, () => listTrainingSessions(db, lang), ctx.caches));
  ctx.hot.add(programsApi.list.path, programs);
  ctx.hot.add(programsApi.withSessions.path, withSessions);
  ctx.hot.add(programsApi.sessions.path, sessions);
  route(app, programsApi.list, (req) => programs[requestLanguage(req)].get());
  route(app, programsApi.withSessions, (req) => withSessions[requestLanguage(req)].get());
  route(app, programsApi.sessions, (req) => sessions[requestLanguage(req)].get());

  route(app, programsApi.staffList, async () => listAllPrograms(db));
  route(app, programsApi.staffCreate, async (req) => createProgram(db, staffUser(req), req.body));
  route(app, programsApi.staffUpdate, async (req) => updateProgram(db, staffUser(req), req.params.id, req.body, ctx.now()));
  route(app, programsApi.reorder, async (req) => reorderPrograms(db, staffUser(req), req.body.ids));
}
