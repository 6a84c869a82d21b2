import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alumniApi } from '../../../common/alumni.ts';
import type { Alumni } from '../../../common/profiles.ts';
import { alumni } from '../../db/schema/alumni.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage, type Language } from '../../platform/i18n/language.ts';
import { localizedOrNull } from '../../platform/i18n/localized.ts';
import { removeAlumni, saveAlumni } from './staff.ts';
import { msg } from '../../../common/messages/index.ts';

type Row = typeof alumni.$inferSelect;

const staffView = ({ createdAt: _c, ...a }: Row) => a;

/** A story as a reader sees it: its text in the reader's language, English where staff wrote no Spanish (decision 066). */
function inLanguage(row: Row, lang: Language): Alumni {
  const { currentStatusEs, achievementsEs, quoteEs, careerHighlightsEs, bioEs, ...a } = staffView(row);
  return {
    ...a,
    currentStatus: localizedOrNull(a.currentStatus, currentStatusEs, lang),
    achievements: lang === 'es' && achievementsEs?.length ? achievementsEs : a.achievements,
    quote: localizedOrNull(a.quote, quoteEs, lang),
    careerHighlights: localizedOrNull(a.careerHighlights, careerHighlightsEs, lang),
    bio: localizedOrNull(a.bio, bioEs, lang),
  };
}

/** Alumni stories: public to read, written by staff (endpoints in common/alumni.ts). */
export async function alumniRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const everyStory = () => db.select().from(alumni).orderBy(desc(alumni.featured), asc(alumni.fullName));
  route(app, alumniApi.list, async (req) => (await everyStory()).map((a) => inLanguage(a, requestLanguage(req))));
  route(app, alumniApi.featured, async (req) =>
    (await db.select().from(alumni).where(eq(alumni.featured, true)).orderBy(asc(alumni.fullName))).map((a) => inLanguage(a, requestLanguage(req))),
  );
  route(app, alumniApi.story, async (req) => {
    const [a] = await db.select().from(alumni).where(eq(alumni.slug, req.params.slug));
    if (!a) throw notFound(msg('alumni.profileNotFound'));
    return inLanguage(a, requestLanguage(req));
  });

  route(app, alumniApi.staffList, async () => (await everyStory()).map(staffView));
  route(app, alumniApi.create, async (req) => saveAlumni(db, staffUser(req), null, req.body));
  route(app, alumniApi.update, async (req) => saveAlumni(db, staffUser(req), req.params.id, req.body));
  route(app, alumniApi.remove, async (req) => removeAlumni(db, staffUser(req), req.params.id));
}
