import { ACCOUNT } from './account.ts';
import { AGE_GROUPS } from './age-groups.ts';
import { ALUMNI } from './alumni.ts';
import { ATTENDANCE_POLICY } from './attendance-policy.ts';
import { AUTH } from './auth.ts';
import { BOOKINGS } from './bookings.ts';
import { CALENDAR_FEED } from './calendar-feed.ts';
import { CHECK_IN } from './check-in.ts';
import type { Entry, MessageLanguage } from './define.ts';
import { INPUT } from './input.ts';
import { LIBRARY } from './library.ts';
import { MEMBER } from './member.ts';
import { PACKS } from './packs.ts';
import { PARENT } from './parent.ts';
import { PAYMENTS } from './payments.ts';
import { PICKUP } from './pickup.ts';
import { PLATFORM } from './platform.ts';
import { PROFILES } from './profiles.ts';
import { PROGRAMS } from './programs.ts';
import { PUSH } from './push.ts';
import { RECEIPTS } from './receipts.ts';
import { REGISTRATION } from './registration.ts';
import { REMINDERS } from './reminders.ts';
import { SCHEDULE } from './schedule.ts';
import { SIBLING_DISCOUNT } from './sibling-discount.ts';
import { SUBSCRIPTIONS } from './subscriptions.ts';
import { TEAM_REPORTS } from './team-reports.ts';
import { TEST_DAYS } from './test-days.ts';
import { WAITLIST } from './waitlist.ts';
import { TRAINING_PLANS } from './training-plans.ts';
import { WAIVERS } from './waivers.ts';
import { MEDIA } from './media.ts';
import { ANALYSIS } from './analysis.ts';
import { ANNOTATIONS } from './annotations.ts';
import { COACH } from './coach.ts';
import { CONTENT } from './content.ts';

export type { MessageLanguage } from './define.ts';

/**
 * Every message a person reads from the shared contract or the server, by id (decision 071): one
 * file per feature beside this one, gathered here. An id is `<feature>.<key>` ("auth.required");
 * the type system knows each one, so an id that does not exist does not compile.
 */
export const CATALOGUE = {
  platform: PLATFORM,
  input: INPUT,
  auth: AUTH,
  account: ACCOUNT,
  profiles: PROFILES,
  registration: REGISTRATION,
  parent: PARENT,
  waivers: WAIVERS,
  ageGroups: AGE_GROUPS,
  packs: PACKS,
  programs: PROGRAMS,
  schedule: SCHEDULE,
  alumni: ALUMNI,
  pickup: PICKUP,
  reminders: REMINDERS,
  testDays: TEST_DAYS,
  library: LIBRARY,
  attendancePolicy: ATTENDANCE_POLICY,
  checkIn: CHECK_IN,
  siblingDiscount: SIBLING_DISCOUNT,
  member: MEMBER,
  teamReports: TEAM_REPORTS,
  receipts: RECEIPTS,
  push: PUSH,
  calendarFeed: CALENDAR_FEED,
  waitlist: WAITLIST,
  payments: PAYMENTS,
  subscriptions: SUBSCRIPTIONS,
  trainingPlans: TRAINING_PLANS,
  bookings: BOOKINGS,
  media: MEDIA,
  analysis: ANALYSIS,
  annotations: ANNOTATIONS,
  coach: COACH,
  content: CONTENT,
} as const;

type Catalogue = typeof CATALOGUE;
type Feature = keyof Catalogue & string;
export type MessageId = { [F in Feature]: `${F}.${keyof Catalogue[F] & string}` }[Feature];
type EntryOf<Id extends MessageId> = Id extends `${infer F extends Feature}.${infer K}` ? (K extends keyof Catalogue[F] ? Catalogue[F][K] : never) : never;
/** The figures and names a message is worded with (`undefined` for a plain one). */
export type ParamsOf<Id extends MessageId> = EntryOf<Id> extends { en: (params: infer P) => string } ? P : undefined;
type ParamArgs<Id extends MessageId> = ParamsOf<Id> extends undefined ? [] : [params: ParamsOf<Id>];

declare const REF: unique symbol;
/**
 * A message by reference: its id, and its params as JSON after a bar ("input.tooLong|{"max":80}").
 * A string, so it goes wherever a message went before: a zod schema's message, `badRequest()`, an
 * answer's `message` (which the server words in the request's language before sending).
 */
export type MessageRef = string & { readonly [REF]: true };

/** The reference to a message, with its params when it has any. */
export function msg<Id extends MessageId>(id: Id, ...params: ParamArgs<Id>): MessageRef {
  const p = params[0];
  return (p === undefined ? id : `${id}|${JSON.stringify(p)}`) as MessageRef;
}

function entry(id: string): Entry | undefined {
  const dot = id.indexOf('.');
  if (dot < 0) return undefined;
  const feature = (CATALOGUE as Record<string, Record<string, Entry> | undefined>)[id.slice(0, dot)];
  const key = id.slice(dot + 1);
  return feature && Object.hasOwn(feature, key) ? feature[key] : undefined;
}

export interface ParsedRef {
  id: MessageId;
  params?: Record<string, unknown>;
}

/** The id and params of a reference, or null for any other text (a sentence, zod's own wording). */
export function parseRef(message: string): ParsedRef | null {
  const bar = message.indexOf('|');
  const id = bar < 0 ? message : message.slice(0, bar);
  if (!/^[a-z][a-zA-Z]*\.[a-zA-Z0-9]+$/.test(id) || !entry(id)) return null;
  if (bar < 0) return { id: id as MessageId };
  try {
    return { id: id as MessageId, params: JSON.parse(message.slice(bar + 1)) as Record<string, unknown> };
  } catch {
    return null;
  }
}

/** A reference worded in `lang`; any other text is given back as it is (it already is words). */
export function messageText(message: string, lang: MessageLanguage): string {
  const ref = parseRef(message);
  if (!ref) return message;
  const wording = entry(ref.id)![lang];
  return typeof wording === 'string' ? wording : (wording as (p: unknown) => string)(ref.params ?? {});
}

/** The message's id, when the text is a reference. */
export const messageId = (message: string): MessageId | undefined => parseRef(message)?.id;

type PlainKeys<F extends Feature> = { [K in keyof Catalogue[F]]: Catalogue[F][K] extends { en: string } ? K : never }[keyof Catalogue[F]];

/** A feature's plain messages as references by key (`const M = refsOf('registration')` for a schema file). */
export function refsOf<F extends Feature>(feature: F): { readonly [K in PlainKeys<F>]: MessageRef } {
  return Object.fromEntries(Object.keys(CATALOGUE[feature]).map((key) => [key, `${feature}.${key}`])) as never;
}

/** A message's English wording (tests, logs and mail subjects read English). */
export const en = <Id extends MessageId>(id: Id, ...params: ParamArgs<Id>): string => messageText(msg(id, ...params), 'en');
/** A message's Spanish wording. */
export const es = <Id extends MessageId>(id: Id, ...params: ParamArgs<Id>): string => messageText(msg(id, ...params), 'es');
