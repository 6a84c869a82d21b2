import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { slugify, type DirectoryEntry, type Profile } from '../../../common/profiles.ts';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { athleteProfiles } from '../../db/schema/profiles.ts';
import { users, type User } from '../../db/schema/users.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { toMediaItems } from '../media/queries.ts';
import { msg } from '../../../common/messages/index.ts';

type Row = typeof athleteProfiles.$inferSelect;

const toProfile = (p: Row, firstName: string, userImage: string | null): Profile => ({
  id: p.id,
  slug: p.slug,
  displayName: p.displayName,
  isPublic: p.isPublic,
  bio: p.bio,
  primarySport: p.primarySport,
  position: p.position,
  teamName: p.teamName,
  graduationYear: p.graduationYear,
  height: p.height,
  weight: p.weight,
  location: p.location,
  gender: p.gender,
  achievements: p.achievements,
  profileImageUrl: p.profileImageUrl ?? userImage,
  bannerImageUrl: p.bannerImageUrl,
  user: { firstName },
});

export async function getOwnProfile(db: Db, user: User): Promise<Profile | null> {
  const [p] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, user.id));
  return p ? toProfile(p, user.firstName, user.profileImageUrl) : null;
}

/** A free variant of a taken slug: name-2, name-3, ... */
async function suggestSlug(db: Db, base: string, userId: number): Promise<string> {
  for (let i = 2; i < 1000; i++) {
    const candidate = `${base}-${i}`;
    const [taken] = await db
      .select({ userId: athleteProfiles.userId })
      .from(athleteProfiles)
      .where(eq(sql`lower(${athleteProfiles.slug})`, candidate));
    if (!taken || taken.userId === userId) return candidate;
  }
  return `${base}-${userId}`;
}

export interface ProfileData {
  displayName: string;
  slug?: string | null;
  isPublic: boolean;
  bio: string | null;
  primarySport: string | null;
  position: string | null;
  teamName: string | null;
  graduationYear?: number | null;
  height: string | null;
  weight: string | null;
  location: string | null;
  gender: string | null;
  achievements: string[];
}

/** Creates or updates the athlete's profile; the slug follows the spec's rule and must be free (409 with a suggestion). */
export async function saveProfile(db: Db, user: User, input: ProfileData, now: Date): Promise<Profile> {
  const slug = slugify(input.slug || input.displayName);
  if (!slug) throw badRequest(msg('profiles.slug'));
  const [owner] = await db
    .select({ userId: athleteProfiles.userId })
    .from(athleteProfiles)
    .where(eq(sql`lower(${athleteProfiles.slug})`, slug));
  if (owner && owner.userId !== user.id) throw conflict(msg('profiles.slugTaken'), { suggestion: await suggestSlug(db, slug, user.id) });
  const values = { ...input, slug, graduationYear: input.graduationYear ?? null, achievements: [...new Set(input.achievements)], updatedAt: now };
  try {
    const [p] = await db
      .insert(athleteProfiles)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: athleteProfiles.userId, set: values })
      .returning();
    return toProfile(p!, user.firstName, user.profileImageUrl);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg('profiles.slugTaken'), { suggestion: await suggestSlug(db, slug, user.id) });
    throw err;
  }
}

/** A public profile with its public media; a private one is only for its owner. */
export async function getPublicProfile(db: Db, storage: ObjectStorage, viewer: User | null, slug: string) {
  const [row] = await db
    .select({ p: athleteProfiles, firstName: users.firstName, image: users.profileImageUrl })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(eq(sql`lower(${athleteProfiles.slug})`, slug.toLowerCase()));
  if (!row || (!row.p.isPublic && viewer?.id !== row.p.userId)) throw notFound(msg('profiles.notFound'));
  const media = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, row.p.userId), eq(mediaUploads.isPublic, true)))
    .orderBy(sql`${mediaUploads.createdAt} desc`);
  const items = await toMediaItems(db, storage, media);
  return { ...toProfile(row.p, row.firstName, row.image), media: items.map(({ feedback: _f, ...m }) => ({ ...m, feedback: [] })) };
}

type DirectoryQuery = { search?: string; sport?: string; position?: string; gender?: string; page: number; pageSize: number };
type Filter = 'search' | 'sport' | 'position' | 'gender';
const FILTERS: Filter[] = ['search', 'sport', 'position', 'gender'];

const lowerEq = (col: AnyPgColumn, name: Filter) => eq(sql`lower(${col})`, sql`lower(${sql.placeholder(name)})`);

function directoryWhere(present: Filter[]): SQL {
  const conditions: SQL[] = [eq(athleteProfiles.isPublic, true)];
  // One lower-case column with a trigram index (migration 0007) instead of three ILIKE scans.
  if (present.includes('search')) conditions.push(sql`${athleteProfiles.searchText} like lower(${sql.placeholder('search')})`);
  if (present.includes('sport')) conditions.push(lowerEq(athleteProfiles.primarySport, 'sport'));
  if (present.includes('position')) conditions.push(lowerEq(athleteProfiles.position, 'position'));
  if (present.includes('gender')) conditions.push(lowerEq(athleteProfiles.gender, 'gender'));
  return and(...conditions)!;
}

/**
 * One prepared statement per combination of filters (at most 16 per database): planning this
 * query costs PostgreSQL more than running it. The page is chosen first (ids, ordered by name
 * without regard to case, with the total as a window count), then only its rows are joined to
 * their user and counted media.
 */
function prepareDirectory(db: Db, present: Filter[]) {
  const where = directoryWhere(present);
  const byName = sql`lower(${athleteProfiles.displayName})`;
  const page = db
    .select({ id: athleteProfiles.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(athleteProfiles)
    .where(where)
    .orderBy(byName, asc(athleteProfiles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const videos = sql<number>`(select count(*)::int from ${mediaUploads} m where m.user_id = ${athleteProfiles.userId} and m.is_public and m.file_type = 'VIDEO')`;
  const images = sql<number>`(select count(*)::int from ${mediaUploads} m where m.user_id = ${athleteProfiles.userId} and m.is_public and m.file_type = 'IMAGE')`;
  const name = `octane_directory_${present.join('_') || 'all'}`;
  return {
    rows: db
      .select({
        p: athleteProfiles,
        firstName: users.firstName,
        image: users.profileImageUrl,
        videos,
        images,
        total: sql<number>`${page.total}`.mapWith(Number),
      })
      .from(page)
      .innerJoin(athleteProfiles, eq(athleteProfiles.id, page.id))
      .innerJoin(users, eq(users.id, athleteProfiles.userId))
      .orderBy(byName, asc(athleteProfiles.id))
      .prepare(name),
    count: db.select({ n: count() }).from(athleteProfiles).where(where).prepare(`${name}_count`),
  };
}

const directoryStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareDirectory>>>();

/**
 * The directory: public profiles only, filtered in the database (search over name, bio and
 * location; sport, position and gender exact, case-insensitive), paged, with public media counts.
 */
export async function searchDirectory(db: Db, q: DirectoryQuery) {
  const present = FILTERS.filter((f) => q[f]);
  let statements = directoryStatements.get(db);
  if (!statements) directoryStatements.set(db, (statements = new Map()));
  const key = present.join(',');
  let stmt = statements.get(key);
  if (!stmt) statements.set(key, (stmt = prepareDirectory(db, present)));
  const params: Record<string, string | number> = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  for (const f of present) params[f] = q[f]!;
  if (q.search) params.search = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await stmt.rows.execute(params);
  // A page past the end has no rows to carry the total: count the matches then.
  const total = rows[0]?.total ?? (q.page > 1 ? (await stmt.count.execute(params))[0]!.n : 0);
  const profiles: DirectoryEntry[] = rows.map((r) => ({ ...toProfile(r.p, r.firstName, r.image), videoCount: r.videos, imageCount: r.images }));
  return { profiles, total, page: q.page, pageSize: q.pageSize };
}
