import { and, asc, eq } from 'drizzle-orm';
import { COACH_APPROVAL_MESSAGES } from '../../../common/coach-approval.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';

const originOf = (config: Config) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
const nameOf = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/**
 * A coach sign-up is an application: the applicant is told it was received and every approved
 * staff member is asked to review it (in the same transaction as the account).
 */
export async function fileCoachApplication(tx: Db | Tx, config: Config, coach: User): Promise<void> {
  await enqueueMail(tx, {
    to: coach.email,
    subject: `Your coach application at ${config.BUSINESS_NAME}`,
    text: [
      `Hi ${coach.firstName},`,
      '',
      `Thanks for signing up as a coach at ${config.BUSINESS_NAME}. Our staff review every coach account before it can see athletes, their videos and give feedback.`,
      'We will e-mail you as soon as your account is approved.',
    ].join('\n'),
  });
  const staff = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'COACH'), eq(users.isStaff, true), eq(users.coachStatus, 'APPROVED')))
    .orderBy(asc(users.id));
  for (const s of staff) {
    await enqueueMail(tx, {
      to: s.email,
      subject: `New coach application: ${nameOf(coach)}`,
      text: [
        `Hi ${s.firstName},`,
        '',
        `${nameOf(coach)} (${coach.email}) signed up as a coach and is waiting for approval.`,
        'Approve or decline the application in the staff workspace, Staff section:',
        `${originOf(config)}/coach/manage/staff`,
      ].join('\n'),
    });
  }
}

/** Staff approve a coach application (or restore access), or revoke a coach's access; the coach is e-mailed. */
export async function setCoachApproval(db: Db, config: Config, staff: User, coachId: number, approved: boolean): Promise<{ message: string }> {
  if (coachId === staff.id && !approved) throw badRequest(COACH_APPROVAL_MESSAGES.selfRevoke);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, coachId)).for('update');
    if (!current || current.role !== 'COACH') throw notFound(COACH_APPROVAL_MESSAGES.notCoach);
    const status = approved ? 'APPROVED' : 'REVOKED';
    if (current.coachStatus === status) {
      return { message: approved ? `${nameOf(current)} is already approved` : `${nameOf(current)} already has no coach access` };
    }
    // Revoking coach access also ends staff access: staff are approved coaches.
    await tx.update(users).set(approved ? { coachStatus: status } : { coachStatus: status, isStaff: false }).where(eq(users.id, coachId));
    await audit(tx, staff.id, approved ? 'approve-coach' : 'revoke-coach', 'user', coachId, { from: current.coachStatus });
    await enqueueMail(tx, {
      to: current.email,
      subject: approved ? `Your coach account at ${config.BUSINESS_NAME} is approved` : `Your coach access at ${config.BUSINESS_NAME} was removed`,
      text: approved
        ? [`Hi ${current.firstName},`, '', 'Your coach account is approved: your athletes, their videos and the feedback tools are open to you now.', `${originOf(config)}/coach`].join('\n')
        : [`Hi ${current.firstName},`, '', `Your coach access at ${config.BUSINESS_NAME} was removed by our staff. Please contact the facility if you think this is a mistake.`].join('\n'),
    });
    return { message: approved ? `${nameOf(current)} is approved as a coach` : `${nameOf(current)} no longer has coach access` };
  });
}
