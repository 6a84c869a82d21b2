import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_SIGNATURES_PAGE, type SignerRole, type StaffSignature } from '../../../common/waivers.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import { notFound } from '../../platform/errors.ts';
import { latestVersion } from './versions.ts';
import { msg } from '../../../common/messages/index.ts';

const signers = alias(users, 'signer');

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Staff: signatures, newest first, found by the athlete's name or e-mail or the typed name; 25 a page. */
export async function searchSignatures(
  db: Db,
  query: { q?: string; page?: number },
): Promise<{ signatures: StaffSignature[]; total: number; pageSize: number }> {
  const q = query.q?.trim();
  const where: SQL | undefined = q
    ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeOf(q)), ilike(users.email, likeOf(q)), ilike(waiverSignatures.signerName, likeOf(q)))
    : undefined;
  const page = query.page ?? 1;
  const latest = (await latestVersion(db)).version;
  const base = db
    .select({ s: waiverSignatures, version: waiverVersions.version, firstName: users.firstName, lastName: users.lastName })
    .from(waiverSignatures)
    .innerJoin(waiverVersions, eq(waiverVersions.id, waiverSignatures.versionId))
    .innerJoin(users, eq(users.id, waiverSignatures.athleteId));
  const rows = await base
    .where(where)
    .orderBy(desc(waiverSignatures.signedAt), desc(waiverSignatures.id))
    .limit(STAFF_SIGNATURES_PAGE)
    .offset((page - 1) * STAFF_SIGNATURES_PAGE);
  const [total] = await db.select({ n: count() }).from(waiverSignatures).innerJoin(users, eq(users.id, waiverSignatures.athleteId)).where(where);
  return {
    signatures: rows.map((r) => ({
      id: r.s.id,
      version: r.version,
      signerName: r.s.signerName,
      signerRole: r.s.signerRole as SignerRole,
      signedAt: r.s.signedAt.toISOString(),
      language: r.s.language === 'en' || r.s.language === 'es' ? r.s.language : null,
      athlete: { id: r.s.athleteId, name: `${r.firstName} ${r.lastName}` },
      athleteAge: r.s.athleteAge,
      current: r.version === latest,
    })),
    total: total?.n ?? 0,
    pageSize: STAFF_SIGNATURES_PAGE,
  };
}

/** One signature with its version, athlete and signer's language (the PDF's facts); 404 when there is none. */
export async function signatureFacts(db: Db, id: number) {
  const [row] = await db
    .select({ s: waiverSignatures, v: waiverVersions, athlete: { firstName: users.firstName, lastName: users.lastName }, signerLanguage: signers.language })
    .from(waiverSignatures)
    .innerJoin(waiverVersions, eq(waiverVersions.id, waiverSignatures.versionId))
    .innerJoin(users, eq(users.id, waiverSignatures.athleteId))
    .leftJoin(signers, and(eq(signers.id, waiverSignatures.signedBy)))
    .where(eq(waiverSignatures.id, id));
  if (!row) throw notFound(msg('waivers.signatureNotFound'));
  return row;
}
