import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { alumniInputSchema } from '../../../common/alumni.ts';
import type { Db } from '../../db/client.ts';
import { alumni } from '../../db/schema/alumni.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

export async function saveAlumni(db: Db, staff: User, id: number | null, input: z.output<typeof alumniInputSchema>) {
  // The Spanish is optional: empty is none, and readers of Spanish see the English (decision 066).
  const values = {
    ...input,
    graduationYear: input.graduationYear ?? null,
    currentStatusEs: input.currentStatusEs || null,
    achievementsEs: input.achievementsEs?.length ? input.achievementsEs : null,
    quoteEs: input.quoteEs || null,
    careerHighlightsEs: input.careerHighlightsEs || null,
    bioEs: input.bioEs || null,
  };
  return db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: alumni.id }).from(alumni).where(eq(alumni.slug, input.slug));
    if (clash && clash.id !== id) throw conflict(msg('alumni.slugTaken'));
    if (id) {
      const [a] = await tx.update(alumni).set(values).where(eq(alumni.id, id)).returning();
      if (!a) throw notFound(msg('alumni.notFound'));
    } else {
      id = (await tx.insert(alumni).values(values).returning())[0]!.id;
    }
    await audit(tx, staff.id, 'save', 'alumni', id, { slug: input.slug });
    return { id };
  });
}

export async function removeAlumni(db: Db, staff: User, id: number) {
  return db.transaction(async (tx) => {
    const [a] = await tx.delete(alumni).where(eq(alumni.id, id)).returning();
    if (!a) throw notFound(msg('alumni.notFound'));
    await audit(tx, staff.id, 'delete', 'alumni', id, { slug: a.slug });
    return { message: msg('alumni.removed') };
  });
}
