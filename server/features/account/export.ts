import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '../../../common/account-data.ts';
import { centsToDollars } from '../../../common/programs.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { bookings as bookingRows, waitlistEntries } from '../../db/schema/bookings.ts';
import { attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { creditGrants, creditUses } from '../../db/schema/packs.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { bookingReminders, eventReminders } from '../../db/schema/reminders.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { paymentMethods, payments } from '../../db/schema/payments.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { athleteProfiles } from '../../db/schema/profiles.ts';
import { users, type User } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import { selectBookings, visibleTo } from '../bookings/queries.ts';
import { receiptsForExport } from '../receipts/export.ts';
import { devicesForExport } from '../push/subscriptions.ts';
import { myPreferences } from '../reminders/preferences.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import type { AccountDeps } from './deletion.ts';

/** How long the signed media links in an export work. */
export const EXPORT_LINK_SECONDS = 24 * 3600;

const iso = (d: Date) => d.toISOString();
const coaches = alias(users, 'coach');

/**
 * Download my data (decision 026): the signed-in user's own account, profile, registration,
 * bookings, payments and their receipts, plan periods, uploads (each with a signed download link), the coach feedback
 * and AI analyses of those uploads, the names of linked parents or athletes, session-pack credits,
 * waitlist places and reminder choices and reminders sent. Nothing of anyone else.
 */
export async function exportAccount(deps: AccountDeps, user: User, now: Date): Promise<AccountExport> {
  const { db, storage } = deps;
  const origin = deps.config.APP_ORIGIN ?? `http://localhost:${deps.config.PORT}`;
  const [profile] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, user.id));
  const [registration] = await db.select().from(athleteRegistrations).where(eq(athleteRegistrations.userId, user.id));
  const signatures = await db
    .select({ s: waiverSignatures, version: waiverVersions.version, firstName: users.firstName, lastName: users.lastName })
    .from(waiverSignatures)
    .innerJoin(waiverVersions, eq(waiverVersions.id, waiverSignatures.versionId))
    .innerJoin(users, eq(users.id, waiverSignatures.athleteId))
    .where(or(eq(waiverSignatures.athleteId, user.id), eq(waiverSignatures.signedBy, user.id)))
    .orderBy(asc(waiverSignatures.signedAt), asc(waiverSignatures.id));
  const bookings = await selectBookings(db, visibleTo(user.id));
  const paid = await db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.createdAt));
  const issued = await receiptsForExport(db, user.id, mailLanguage(user.language));
  const cards = await db
    .select({ brand: paymentMethods.cardBrand, last4: paymentMethods.cardLast4 })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, user.id));
  const periods = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(asc(subscriptions.currentPeriodStart));
  const games = await db
    .select({ title: pickupGames.title, sport: pickupGames.sport, date: pickupGames.date, location: pickupGames.location, joinedAt: pickupPlayers.joinedAt })
    .from(pickupPlayers)
    .innerJoin(pickupGames, eq(pickupGames.id, pickupPlayers.gameId))
    .where(eq(pickupPlayers.userId, user.id))
    .orderBy(asc(pickupGames.startsAt));
  const media = await db.select().from(mediaUploads).where(eq(mediaUploads.userId, user.id)).orderBy(desc(mediaUploads.createdAt));
  const received = await db
    .select({ f: coachFeedback, media: mediaUploads.originalName, first: coaches.firstName, last: coaches.lastName })
    .from(coachFeedback)
    .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
    .innerJoin(coaches, eq(coaches.id, coachFeedback.coachId))
    .where(eq(mediaUploads.userId, user.id))
    .orderBy(desc(coachFeedback.createdAt));
  const given = await db.select().from(coachFeedback).where(eq(coachFeedback.coachId, user.id)).orderBy(desc(coachFeedback.createdAt));
  const analyses = await db
    .select({ a: aiFeedback, media: mediaUploads.originalName })
    .from(aiFeedback)
    .innerJoin(mediaUploads, eq(mediaUploads.id, aiFeedback.mediaId))
    .where(and(eq(mediaUploads.userId, user.id), eq(aiFeedback.status, 'DONE')))
    .orderBy(desc(aiFeedback.completedAt));
  const parents = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.parentId))
    .where(and(eq(athleteLinks.athleteId, user.id), eq(athleteLinks.status, 'ACTIVE')));
  const athletes = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.athleteId))
    .where(and(eq(athleteLinks.parentId, user.id), eq(athleteLinks.status, 'ACTIVE')));
  const grants = await db
    .select({ g: creditGrants, used: count(creditUses.id) })
    .from(creditGrants)
    .leftJoin(creditUses, and(eq(creditUses.grantId, creditGrants.id), eq(creditUses.status, 'USED')))
    .where(eq(creditGrants.ownerId, user.id))
    .groupBy(creditGrants.id)
    .orderBy(asc(creditGrants.createdAt));
  const athletesOfLine = alias(users, 'line_athlete');
  const line = await db
    .select({
      w: waitlistEntries,
      program: programs.name,
      title: trainingSessions.sessionTitle,
      date: trainingSessions.date,
      time: trainingSessions.time,
      first: athletesOfLine.firstName,
      last: athletesOfLine.lastName,
    })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(athletesOfLine, eq(athletesOfLine.id, waitlistEntries.athleteId))
    .where(or(eq(waitlistEntries.memberId, user.id), eq(waitlistEntries.athleteId, user.id)))
    .orderBy(asc(waitlistEntries.createdAt));
  const reminderChoices = await myPreferences(db, user);
  const reminded = await db
    .select({ r: bookingReminders, program: programs.name, date: trainingSessions.date, time: trainingSessions.time })
    .from(bookingReminders)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookingReminders.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(eq(bookingReminders.userId, user.id))
    .orderBy(asc(bookingReminders.sentAt));
  const otherReminders = await db.select().from(eventReminders).where(eq(eventReminders.userId, user.id)).orderBy(asc(eventReminders.sentAt));
  const strikes = await db
    .select({
      s: attendanceStrikes,
      program: programs.name,
      date: trainingSessions.date,
      time: trainingSessions.time,
      feeCents: payments.amountCents,
      feeStatus: payments.status,
    })
    .from(attendanceStrikes)
    .innerJoin(bookingRows, eq(bookingRows.id, attendanceStrikes.bookingId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookingRows.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .leftJoin(payments, eq(payments.id, attendanceStrikes.feePaymentId))
    .where(eq(attendanceStrikes.athleteId, user.id))
    .orderBy(asc(attendanceStrikes.at));

  return {
    exportedAt: iso(now),
    linksExpireAt: iso(new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000)),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      plan: user.subscriptionTier,
      isStaff: user.isStaff,
      coachStatus: user.coachStatus,
      age: user.age,
      sport: user.sport,
      position: user.position,
      trainingGoals: user.trainingGoals,
      profileImageUrl: user.profileImageUrl ? new URL(user.profileImageUrl, origin).toString() : null,
      language: user.language,
      createdAt: iso(user.createdAt),
    },
    publicProfile: profile
      ? {
          slug: profile.slug,
          displayName: profile.displayName,
          isPublic: profile.isPublic,
          bio: profile.bio,
          primarySport: profile.primarySport,
          position: profile.position,
          teamName: profile.teamName,
          graduationYear: profile.graduationYear,
          height: profile.height,
          weight: profile.weight,
          location: profile.location,
          gender: profile.gender,
          achievements: profile.achievements,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    athleteRegistration: registration
      ? {
          athleteName: registration.athleteName,
          athleteAge: registration.athleteAge,
          parentName: registration.parentName,
          parentPhone: registration.parentPhone,
          parentEmail: registration.parentEmail,
          address: registration.address,
          city: registration.city,
          state: registration.state,
          zipCode: registration.zipCode,
          emergencyContactName: registration.emergencyContactName,
          emergencyContactPhone: registration.emergencyContactPhone,
          emergencyContactRelation: registration.emergencyContactRelation,
          liabilityAgreement: registration.liabilityAgreement,
          waiverAcceptedAt: iso(registration.waiverAcceptedAt),
        }
      : null,
    waiverSignatures: signatures.map(({ s, version, firstName, lastName }) => ({
      version,
      athlete: `${firstName} ${lastName}`,
      signerName: s.signerName,
      signerRole: s.signerRole,
      athleteAge: s.athleteAge,
      signedAt: iso(s.signedAt),
      language: s.language,
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      program: b.session.program.name,
      session: b.session.sessionTitle,
      date: b.session.date,
      time: b.session.time,
      location: b.session.location,
      coach: b.session.coachName,
      athlete: `${b.athlete.firstName} ${b.athlete.lastName}`,
      status: b.status,
      amount: b.amountPaid,
      refunded: b.refunded,
      bookedAt: b.createdAt,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: centsToDollars(p.amountCents),
      currency: p.currency,
      status: p.status,
      refunded: centsToDollars(p.refundedCents),
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    })),
    receipts: issued,
    savedCards: cards,
    planPeriods: periods.map((s) => ({
      plan: s.planName,
      status: s.status,
      start: iso(s.currentPeriodStart),
      end: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
    pickupGames: games.map((g) => ({ title: g.title, sport: g.sport, date: g.date, location: g.location, joinedAt: iso(g.joinedAt) })),
    media: await Promise.all(
      media.map(async (m) => ({
        id: m.id,
        name: m.originalName,
        type: m.fileType,
        mimeType: m.mimeType,
        size: m.fileSize,
        title: m.title,
        description: m.description,
        isPublic: m.isPublic,
        uploadedAt: iso(m.createdAt),
        downloadUrl: new URL(await storage.createReadUrl(m.storageKey, { expiresInSeconds: EXPORT_LINK_SECONDS, contentType: m.mimeType }), origin).toString(),
      })),
    ),
    coachFeedbackReceived: received.map((r) => ({
      mediaId: r.f.mediaId,
      media: r.media,
      coach: `${r.first} ${r.last}`,
      rating: r.f.rating,
      feedback: r.f.feedback,
      createdAt: iso(r.f.createdAt),
    })),
    coachFeedbackGiven: given.map((f) => ({ mediaId: f.mediaId, rating: f.rating, feedback: f.feedback, createdAt: iso(f.createdAt) })),
    aiAnalyses: analyses.map(({ a, media: name }) => ({
      mediaId: a.mediaId,
      media: name,
      type: a.analysisType,
      confidence: a.confidence ?? 0,
      feedback: a.feedback ?? '',
      strengths: a.strengths,
      improvements: a.improvements,
      recommendations: a.recommendations,
      createdAt: iso(a.completedAt ?? a.createdAt),
    })),
    linkedParents: parents,
    linkedAthletes: athletes,
    sessionCredits: grants.map(({ g, used }) => ({
      packName: g.packName,
      credits: g.credits,
      used,
      // Expired credits are gone: none left after the expiry.
      left: g.expiresAt <= now ? 0 : g.credits - used,
      price: centsToDollars(g.priceCents),
      purchasedAt: iso(g.createdAt),
      expiresAt: iso(g.expiresAt),
    })),
    waitlist: line.map((l) => ({
      program: l.program,
      session: l.title,
      date: l.date,
      time: l.time,
      athlete: `${l.first} ${l.last}`,
      status: l.w.status,
      autoBook: l.w.autoBook,
      joinedAt: iso(l.w.createdAt),
      offerExpiresAt: l.w.offerExpiresAt ? iso(l.w.offerExpiresAt) : null,
    })),
    reminders: {
      ...reminderChoices,
      pushEnabled: reminderChoices.pushEnabled ?? true,
      smsEnabled: reminderChoices.smsEnabled ?? false,
      smsPhone: reminderChoices.smsPhone ?? null,
      pushDevices: await devicesForExport(db, user.id),
      sent: reminded.map((r) => ({
        program: r.program,
        date: r.date,
        time: r.time,
        hoursBefore: r.r.offsetHours,
        channel: r.r.channel,
        sentAt: iso(r.r.sentAt),
        answer: r.r.answer,
      })),
      other: otherReminders.map((r) => ({ kind: r.kind, subjectId: r.subjectId, minutesBefore: r.offsetMinutes, sentAt: iso(r.sentAt) })),
    },
    attendanceStrikes: strikes.map((r) => ({
      kind: r.s.kind as 'NO_SHOW' | 'LATE_CANCEL',
      program: r.program,
      date: r.date,
      time: r.time,
      at: iso(r.s.at),
      forgivenAt: r.s.forgivenAt ? iso(r.s.forgivenAt) : null,
      fee: r.feeCents !== null && r.feeStatus !== null ? { amount: centsToDollars(r.feeCents), status: r.feeStatus } : null,
    })),
  };
}
