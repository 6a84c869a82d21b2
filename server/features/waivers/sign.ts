import { and, desc, eq } from 'drizzle-orm';
import { type SignatureSummary, type SignerRole, type WaiverStatus } from '../../../common/waivers.ts';
import { users, type User } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, unauthorized } from '../../platform/errors.ts';
import { translateMessage, type Language } from '../../platform/i18n/language.ts';
import { signerFor } from './signers.ts';
import { latestVersion } from './versions.ts';
import { msg } from '../../../common/messages/index.ts';

type SignatureRow = typeof waiverSignatures.$inferSelect;

const summary = (s: SignatureRow, version: number): SignatureSummary => ({
  id: s.id,
  version,
  signerName: s.signerName,
  signerRole: s.signerRole as SignerRole,
  signedAt: s.signedAt.toISOString(),
  language: s.language === 'en' || s.language === 'es' ? s.language : null,
});

/** The athlete's newest signature and the version it signed, if any. */
export async function newestSignature(ctx: AppContext, athleteId: number) {
  const [row] = await ctx.db
    .select({ s: waiverSignatures, version: waiverVersions.version })
    .from(waiverSignatures)
    .innerJoin(waiverVersions, eq(waiverVersions.id, waiverSignatures.versionId))
    .where(eq(waiverSignatures.athleteId, athleteId))
    .orderBy(desc(waiverVersions.version))
    .limit(1);
  return row ? summary(row.s, row.version) : null;
}

/** GET /api/waiver: the current version in the reader's language, whether it is signed for the athlete, and whether the reader may sign it. */
export async function waiverStatus(ctx: AppContext, reader: User, athleteId: number | undefined, lang: Language): Promise<WaiverStatus> {
  const signer = await signerFor(ctx.db, reader, athleteId, ctx.config.FACILITY_TZ);
  const latest = await latestVersion(ctx.db);
  const newest = await newestSignature(ctx, signer.athlete.id);
  const { athlete } = signer;
  return {
    version: {
      id: latest.id,
      version: latest.version,
      text: lang === 'es' ? latest.textEs : latest.textEn,
      language: lang,
      createdAt: latest.createdAt.toISOString(),
    },
    athlete: { id: athlete.id, firstName: athlete.firstName, lastName: athlete.lastName, age: signer.age },
    signed: newest?.version === latest.version ? newest : null,
    previous: newest && newest.version !== latest.version ? newest : null,
    signAs: signer.signAs,
    cannotSign: signer.cannotSign && { code: signer.cannotSign.code, message: translateMessage(signer.cannotSign.message, lang) },
    hasGuardian: signer.hasGuardian,
  };
}

export interface SignInput {
  version: number;
  signerName: string;
  /** The language of the text the signer read (the page's); the request's language when the page did not say. */
  language?: Language;
}

/**
 * POST /api/waiver/sign: the reader signs the latest version for the athlete, as themselves (an
 * adult athlete) or as a guardian (a parent of a minor). Only the latest version can be signed.
 * Once per athlete and version: a second request (a double click) inserts nothing and answers the
 * signature already made. The athlete's row is shared first, so no signature is added to an
 * account being deleted (deletion removes them under that row's lock). The language the signer
 * read the text in is kept with it: the page's when it says, else the request's (the language
 * `GET /api/waiver` serves the text in).
 */
export async function signWaiver(
  ctx: AppContext,
  reader: User,
  athleteId: number | undefined,
  input: SignInput,
  request: { ip: string | null; userAgent: string | null; language: Language },
) {
  const signer = await signerFor(ctx.db, reader, athleteId, ctx.config.FACILITY_TZ);
  if (signer.cannotSign) {
    if (signer.cannotSign.code === 'age_unknown') throw conflict(signer.cannotSign.message, { code: signer.cannotSign.code });
    throw forbidden(signer.cannotSign.message);
  }
  const latest = await latestVersion(ctx.db);
  if (input.version !== latest.version) throw conflict(msg('waivers.notLatest'), { code: 'waiver_outdated', version: latest.version });
  const athleteId_ = signer.athlete.id;
  const row = await ctx.db.transaction(async (tx) => {
    const [alive] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, athleteId_)).for('share');
    if (!alive || alive.deletedAt) throw unauthorized();
    const [inserted] = await tx
      .insert(waiverSignatures)
      .values({
        athleteId: athleteId_,
        versionId: latest.id,
        signedBy: reader.id,
        signerRole: signer.signAs!,
        signerName: input.signerName,
        athleteAge: signer.age,
        ip: request.ip?.slice(0, 100) ?? null,
        userAgent: request.userAgent?.slice(0, 500) ?? null,
        language: input.language ?? request.language,
      })
      .onConflictDoNothing({ target: [waiverSignatures.athleteId, waiverSignatures.versionId] })
      .returning();
    if (inserted) return inserted;
    const [existing] = await tx
      .select()
      .from(waiverSignatures)
      .where(and(eq(waiverSignatures.athleteId, athleteId_), eq(waiverSignatures.versionId, latest.id)));
    return existing!;
  });
  return { message: msg('waivers.signed'), signature: summary(row, latest.version) };
}
