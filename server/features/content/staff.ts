import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { postInputSchema } from '../../../common/content.ts';
import type { Db } from '../../db/client.ts';
import { contentPosts } from '../../db/schema/content.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

export async function savePost(db: Db, staff: User, id: number | null, input: z.output<typeof postInputSchema>) {
  // The Spanish is optional: empty is none, and readers of Spanish see the English (decision 066).
  const fields = {
    title: input.title,
    content: input.content,
    imageUrl: input.imageUrl ?? null,
    titleEs: input.titleEs || null,
    contentEs: input.contentEs || null,
  };
  return db.transaction(async (tx) => {
    if (id) {
      const [p] = await tx
        .update(contentPosts)
        .set({ ...fields })
        .where(eq(contentPosts.id, id))
        .returning();
      if (!p) throw notFound(msg('content.postNotFound'));
    } else {
      id = (
        await tx
          .insert(contentPosts)
          .values({ ...fields, coachId: staff.id })
          .returning()
      )[0]!.id;
    }
    await audit(tx, staff.id, 'save', 'post', id, { title: input.title });
    return { id };
  });
}

export async function removePost(db: Db, staff: User, id: number) {
  return db.transaction(async (tx) => {
    const [p] = await tx.delete(contentPosts).where(eq(contentPosts.id, id)).returning();
    if (!p) throw notFound(msg('content.postNotFound'));
    await audit(tx, staff.id, 'delete', 'post', id, { title: p.title });
    return { message: msg('content.postRemoved') };
  });
}
