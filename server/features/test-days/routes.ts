import type { FastifyInstance } from 'fastify';
import { testDaysApi } from '../../../common/test-days.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { board } from './board.ts';
import { measurables } from './measurables.ts';
import { myResults, saveSettings } from './results.ts';
import { clipUploadUrl, recordClip, removeClip, setSprintSetup, type ClipDeps } from './clips.ts';
import { recordResult, setDayTests, staffDays, station, stationRow } from './station.ts';
import { createTest, listTests, updateTest } from './tests.ts';

/** Tests, test days, results and leaderboards (issue 31, decision 053; endpoints in common/test-days.ts). */
export async function testDayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  const tz = ctx.config.FACILITY_TZ;
  route(app, testDaysApi.staffTests, async () => listTests(db, { archived: true }));
  route(app, testDaysApi.staffCreateTest, async (req) => createTest(db, staffUser(req), req.body));
  route(app, testDaysApi.staffUpdateTest, async (req) => updateTest(db, staffUser(req), req.params.id, req.body, ctx.now()));
  route(app, testDaysApi.staffDays, async () => staffDays(db, ctx.now()));
  route(app, testDaysApi.staffSetDayTests, async (req) => setDayTests(db, staffUser(req), req.params.id, req.body));
  route(app, testDaysApi.staffStation, async (req) => station(db, storage, req.params.id));
  route(app, testDaysApi.staffRecord, async (req) => recordResult(db, storage, staffUser(req), req.params.id, req.body, ctx.now()));
  const clips: ClipDeps = { db, storage, queue: ctx.queue, now: () => ctx.now(), log: ctx.log, onChange: () => void ctx.caches.invalidate() };
  route(app, testDaysApi.staffClipUpload, async (req) => clipUploadUrl(clips, staffUser(req), req.params.id, req.body));
  route(app, testDaysApi.staffClipRecord, async (req) => {
    const athleteId = await recordClip(clips, staffUser(req), req.params.id, req.params.clipId, req.body);
    return stationRow(db, storage, req.params.id, athleteId);
  });
  route(app, testDaysApi.staffSprintSetup, async (req) => {
    await setSprintSetup(clips, staffUser(req), req.params.id, req.params.testId, req.body);
    return station(db, storage, req.params.id);
  });
  route(app, testDaysApi.staffClipRemove, async (req) => {
    const athleteId = await removeClip(clips, staffUser(req), req.params.id, req.params.clipId);
    return stationRow(db, storage, req.params.id, athleteId);
  });
  route(app, testDaysApi.tests, async (req) => {
    requireUser(req);
    return listTests(db, { archived: false });
  });
  route(app, testDaysApi.myResults, async (req) => myResults(db, storage, requireUser(req), req.query.athleteId, tz));
  route(app, testDaysApi.saveSettings, async (req) => saveSettings(db, requireUser(req), req.body, tz, ctx.now()));
  route(app, testDaysApi.board, async (req) => board(db, requireUser(req), req.query, tz));
  route(app, testDaysApi.measurables, async (req) => measurables(db, storage, req.params.slug, req.user?.id ?? null));
}
