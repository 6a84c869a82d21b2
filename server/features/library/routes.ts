import type { FastifyInstance } from 'fastify';
import { libraryApi } from '../../../common/library.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { saveProgress } from './progress.ts';
import { listLibrary, openItem } from './read.ts';
import { createLibraryItem, staffLibrary, updateLibraryItem } from './staff.ts';
import { libraryUploadUrl } from './video.ts';

/** The premium library (issue 30, decision 051; endpoints in common/library.ts). */
export async function libraryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  route(app, libraryApi.list, async (req) => listLibrary(db, storage, requireUser(req), requestLanguage(req), req.query));
  route(app, libraryApi.get, async (req) => openItem(db, storage, requireUser(req), requestLanguage(req), req.params.id));
  route(app, libraryApi.progress, async (req) => saveProgress(db, storage, requireUser(req), requestLanguage(req), req.params.id, req.body, ctx.now()));
  route(app, libraryApi.staffList, async () => staffLibrary(db, storage));
  route(app, libraryApi.staffUpload, async (req) => libraryUploadUrl(db, storage, staffUser(req).id, ctx.now()));
  route(app, libraryApi.staffCreate, async (req) => createLibraryItem(db, storage, staffUser(req), req.body, ctx.now()));
  route(app, libraryApi.staffUpdate, async (req) => updateLibraryItem(db, storage, staffUser(req), req.params.id, req.body, ctx.now()));
}
