import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type libraryListSchema, type libraryQuerySchema, type LibraryItem } from '../../../common/library.ts';
import type { Db } from '../../db/client.ts';
import { libraryItems, libraryProgress } from '../../db/schema/library.ts';
import type { User } from '../../db/schema/users.ts';
import { notFound } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { premiumIncluded } from './gate.ts';
import { toCard, toItem, type ItemRow, type ProgressRow, type Reader } from './present.ts';
import { msg } from '../../../common/messages/index.ts';

type Query = z.output<typeof libraryQuerySchema>;
type List = z.infer<typeof libraryListSchema>;
const CONTINUE_MAX = 6;

/** A LIKE pattern that matches `q` literally anywhere. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the filters keep, among published items: the words in the title, summary or skill (either
 * language); a sport keeps its own items and those for every sport.
 */
export function filtersOf(query: Query): SQL[] {
  const where: SQL[] = [isNotNull(libraryItems.publishedAt)];
  const q = query.q?.trim();
  if (q) {
    const p = containing(q);
    where.push(
      or(
        ilike(libraryItems.title, p),
        ilike(libraryItems.titleEs, p),
        ilike(libraryItems.summary, p),
        ilike(libraryItems.summaryEs, p),
        ilike(libraryItems.skill, p),
      )!,
    );
  }
  if (query.sport) where.push(or(eq(libraryItems.sport, query.sport), isNull(libraryItems.sport))!);
  if (query.level) where.push(eq(libraryItems.level, query.level));
  if (query.kind) where.push(eq(libraryItems.kind, query.kind));
  if (query.skill) where.push(eq(libraryItems.skill, query.skill));
  if (query.freeOnly === 'true') where.push(eq(libraryItems.isFree, true));
  return where;
}

const progressOf = (userId: number) => and(eq(libraryProgress.itemId, libraryItems.id), eq(libraryProgress.userId, userId));
const progressCols = { positionSeconds: libraryProgress.positionSeconds, completedAt: libraryProgress.completedAt, updatedAt: libraryProgress.updatedAt };

/** The library as the reader sees it: newest first, in their language, with their progress. */
export async function listLibrary(db: Db, storage: ObjectStorage, user: User, lang: Language, query: Query): Promise<List> {
  const where = and(...filtersOf(query));
  // Four round trips at once: the plan, the page with its total (a window count), what to continue, the facets.
  const [included, rows, watching, facets] = await Promise.all([
    premiumIncluded(db, user),
    db
      .select({ item: libraryItems, progress: progressCols, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(libraryItems)
      .leftJoin(libraryProgress, progressOf(user.id))
      .where(where)
      .orderBy(desc(libraryItems.publishedAt), desc(libraryItems.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ item: libraryItems, progress: progressCols })
      .from(libraryProgress)
      .innerJoin(libraryItems, eq(libraryItems.id, libraryProgress.itemId))
      .where(
        and(
          eq(libraryProgress.userId, user.id),
          isNull(libraryProgress.completedAt),
          gt(libraryProgress.positionSeconds, 0),
          isNotNull(libraryItems.publishedAt),
        ),
      )
      .orderBy(desc(libraryProgress.updatedAt))
      .limit(CONTINUE_MAX),
    db.selectDistinct({ skill: libraryItems.skill, sport: libraryItems.sport }).from(libraryItems).where(isNotNull(libraryItems.publishedAt)),
  ]);
  // A page past the end has no row to carry the total: counted apart then.
  const total = rows[0]?.total ?? (query.offset > 0 ? (await db.select({ n: count() }).from(libraryItems).where(where))[0]!.n : 0);
  const reader: Reader = { lang, included };
  const cards = (list: Array<{ item: ItemRow; progress: ProgressRow | null }>) =>
    Promise.all(list.map((r) => toCard(storage, r.item, reader, r.progress?.updatedAt ? r.progress : null)));
  const sorted = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))].sort((a, b) => a.localeCompare(b));
  return {
    items: await cards(rows),
    total,
    continueWatching: await cards(watching),
    included,
    skills: sorted(facets.map((f) => f.skill)),
    sports: sorted(facets.map((f) => f.sport)),
  };
}

/** A published item (404 for a draft or an unknown id). */
export async function publishedItem(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, id), isNotNull(libraryItems.publishedAt)));
  if (!row) throw notFound(msg('library.notFound'));
  return row;
}

/** One item opened: in full when free or included; else its card with no body and no video (200, decision 051). */
export async function openItem(db: Db, storage: ObjectStorage, user: User, lang: Language, id: number): Promise<LibraryItem> {
  const [row, included, [progress]] = await Promise.all([
    publishedItem(db, id),
    premiumIncluded(db, user),
    db
      .select(progressCols)
      .from(libraryProgress)
      .where(and(eq(libraryProgress.itemId, id), eq(libraryProgress.userId, user.id))),
  ]);
  return toItem(storage, row, { lang, included }, progress ?? null);
}
