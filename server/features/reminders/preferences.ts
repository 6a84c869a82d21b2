import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_OFFSETS, DEFAULT_QUIET_HOURS, DEFAULT_REMINDER_OFFSETS, type ReminderPreferences } from '../../../common/reminders.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookingReminders, eventReminders, reminderPreferences, reminderSettings } from '../../db/schema/reminders.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest } from '../../platform/errors.ts';
import { hhmmOf, minutesOf, type QuietHours } from './schedule.ts';
import { msg } from '../../../common/messages/index.ts';

type Row = typeof reminderPreferences.$inferSelect;
const DEFAULT_QUIET: QuietHours = { start: minutesOf(DEFAULT_QUIET_HOURS.start), end: minutesOf(DEFAULT_QUIET_HOURS.end) };

/** A person's choices as the sweep reads them: no row means e-mails on and the default quiet hours. */
export interface Choices {
  emailEnabled: boolean;
  pushEnabled: boolean;
  /** Text reminders (decision 061): on only with a number. */
  smsEnabled: boolean;
  smsPhone: string | null;
  quiet: QuietHours | null;
}
const choicesOf = (row: Row | undefined): Choices =>
  row
    ? {
        emailEnabled: row.emailEnabled,
        pushEnabled: row.pushEnabled,
        smsEnabled: row.smsEnabled && row.smsPhone !== null,
        smsPhone: row.smsPhone,
        quiet: row.quietStart === null || row.quietEnd === null ? null : { start: row.quietStart, end: row.quietEnd },
      }
    : { emailEnabled: true, pushEnabled: true, smsEnabled: false, smsPhone: null, quiet: DEFAULT_QUIET };

export async function choicesOfUsers(db: Db | Tx, userIds: number[]): Promise<Map<number, Choices>> {
  const rows = userIds.length ? await db.select().from(reminderPreferences).where(inArray(reminderPreferences.userId, userIds)) : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, choicesOf(byUser.get(id))]));
}

const toPreferences = (c: Choices): ReminderPreferences => ({
  emailEnabled: c.emailEnabled,
  pushEnabled: c.pushEnabled,
  smsEnabled: c.smsEnabled,
  smsPhone: c.smsPhone,
  quietHours: c.quiet ? { start: hhmmOf(c.quiet.start), end: hhmmOf(c.quiet.end) } : null,
});

export async function myPreferences(db: Db, user: User): Promise<ReminderPreferences> {
  return toPreferences((await choicesOfUsers(db, [user.id])).get(user.id)!);
}

export async function savePreferences(db: Db, user: User, input: ReminderPreferences, now: Date) {
  // Texts need a number: the one sent now, else the one saved (decision 061); agreeing is recorded when they are turned on.
  const [saved] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, user.id));
  const phone = input.smsPhone !== undefined ? input.smsPhone : (saved?.smsPhone ?? null);
  const smsOn = input.smsEnabled ?? saved?.smsEnabled ?? false;
  if (smsOn && !phone) throw badRequest(msg('reminders.smsPhoneNeeded'));
  const values = {
    emailEnabled: input.emailEnabled,
    ...(input.pushEnabled === undefined ? {} : { pushEnabled: input.pushEnabled }),
    // The number resolved above (sent now, else saved): the insert's row must pass the table's check too.
    smsPhone: phone,
    ...(input.smsEnabled === undefined ? {} : { smsEnabled: input.smsEnabled, ...(input.smsEnabled && !saved?.smsEnabled ? { smsConsentAt: now } : {}) }),
    quietStart: input.quietHours ? minutesOf(input.quietHours.start) : null,
    quietEnd: input.quietHours ? minutesOf(input.quietHours.end) : null,
    updatedAt: now,
  };
  await db
    .insert(reminderPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
  return { message: msg('reminders.preferencesSaved'), preferences: await myPreferences(db, user) };
}

/** The facility's e-mail offsets in hours, largest first (the default until staff save some). */
export async function reminderOffsets(db: Db | Tx): Promise<number[]> {
  return (await allOffsets(db)).email;
}

/** Both channels' offsets, largest first (decision 058: push defaults to 2 h). */
export async function allOffsets(db: Db | Tx): Promise<{ email: number[]; push: number[] }> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, 1));
  const desc = (l: number[]) => [...l].sort((a, b) => b - a);
  return row ? { email: desc(row.offsetHours), push: desc(row.pushOffsetHours) } : { email: DEFAULT_REMINDER_OFFSETS, push: DEFAULT_PUSH_OFFSETS };
}

/** Staff set the offsets (validated by the contract; push ones left out stay), audited in the same transaction. */
export async function saveOffsets(db: Db, staff: User, offsets: number[], now: Date, pushOffsets?: number[]) {
  const push = await db.transaction(async (tx) => {
    const before = await allOffsets(tx);
    const pushOffsetHours = pushOffsets ?? before.push;
    await tx
      .insert(reminderSettings)
      .values({ id: 1, offsetHours: offsets, pushOffsetHours, updatedBy: staff.id })
      .onConflictDoUpdate({ target: reminderSettings.id, set: { offsetHours: offsets, pushOffsetHours, updatedBy: staff.id, updatedAt: now } });
    await audit(tx, staff.id, 'reminders.offsets', 'reminder_settings', 1, { from: before.email, to: offsets, pushFrom: before.push, pushTo: pushOffsetHours });
    return pushOffsetHours;
  });
  return { message: msg('reminders.offsetsSaved'), offsets, pushOffsets: push };
}

/**
 * Per facility-local month of sending, newest first (12 months): session reminders sent, answered
 * "I'll be there", bookings cancelled from one; pickup game and lapsing-offer reminders sent.
 */
export async function reminderReport(db: Db, tz: string) {
  const month = sql<string>`to_char(${bookingReminders.sentAt} at time zone ${tz}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      sent: sql<number>`count(*)::int`,
      email: sql<number>`(count(*) filter (where ${bookingReminders.channel} = 'EMAIL'))::int`,
      push: sql<number>`(count(*) filter (where ${bookingReminders.channel} = 'PUSH'))::int`,
      sms: sql<number>`(count(*) filter (where ${bookingReminders.channel} = 'SMS'))::int`,
      confirmed: sql<number>`(count(*) filter (where ${bookingReminders.answer} = 'CONFIRMED'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${bookingReminders.answer} = 'CANCELLED'))::int`,
    })
    .from(bookingReminders)
    .groupBy(sql`1`);
  const eventMonth = sql<string>`to_char(${eventReminders.sentAt} at time zone ${tz}, 'YYYY-MM')`;
  const events = await db
    .select({
      month: eventMonth,
      pickup: sql<number>`(count(*) filter (where ${eventReminders.kind} = 'PICKUP'))::int`,
      offers: sql<number>`(count(*) filter (where ${eventReminders.kind} = 'OFFER_LAPSING'))::int`,
    })
    .from(eventReminders)
    .groupBy(sql`1`);
  const months = new Map<
    string,
    { month: string; sent: number; email: number; push: number; sms: number; confirmed: number; cancelled: number; pickup: number; offers: number }
  >();
  for (const r of rows) months.set(r.month, { ...r, pickup: 0, offers: 0 });
  for (const e of events)
    months.set(e.month, {
      ...(months.get(e.month) ?? { month: e.month, sent: 0, email: 0, push: 0, sms: 0, confirmed: 0, cancelled: 0 }),
      pickup: e.pickup,
      offers: e.offers,
    });
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month)).slice(0, 12);
}
