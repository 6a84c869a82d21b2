import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { INVITATIONS_PER_HOUR, parentApi } from '../../../common/parent.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { users } from '../../db/schema/users.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooMany } from '../../platform/errors.ts';
import { roleUser, route } from '../../platform/http/endpoint.ts';
import { takeEach } from '../../platform/http/limits.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { cancelChildLogin, giveChildLogin, openChildLoginInvitations, resendChildLogin } from './child-login.ts';
import { addChild, toLinkedAthlete } from './children.ts';
import { parentBilling, parentFeedback, parentUpcoming } from './dashboard.ts';
import { parentPlanNotices } from './plan-notices.ts';
import {
  acceptInvitation,
  declineInvitation,
  invitationInfo,
  inviteAthlete,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  unlinkParent,
} from './invitations.ts';
import { msg } from '../../../common/messages/index.ts';

const HOUR_S = 60 * 60;

/** Parent calls answer 403 to anyone but a parent, and only ever cover linked athletes (endpoints in common/parent.ts). */
export async function parentRoutes(app: FastifyInstance, opts: AppContext): Promise<void> {
  const { db, config } = opts;

  route(app, parentApi.athletes, async (req) => {
    const parent = roleUser(req);
    const rows = await db
      .select({ u: users, linkId: athleteLinks.id })
      .from(athleteLinks)
      .innerJoin(users, eq(users.id, athleteLinks.athleteId))
      .where(and(eq(athleteLinks.parentId, parent.id), eq(athleteLinks.status, 'ACTIVE')));
    const invitations = await openChildLoginInvitations(db, parent.id, opts.now());
    return rows.map(({ u, linkId }) => toLinkedAthlete(u, linkId, config.FACILITY_TZ, invitations.get(u.id)));
  });
  route(app, parentApi.addChild, async (req) => addChild(db, roleUser(req), req.body, config.FACILITY_TZ));
  route(app, parentApi.invitations, async (req) => listInvitations(db, roleUser(req), opts.now()));
  // Each invitation mails the address a parent typed: limited per parent and per address (issue 29).
  const invitesByAccount = opts.limits.window('invite:account', INVITATIONS_PER_HOUR.account, HOUR_S);
  const invitesByAddress = opts.limits.window('invite:address', INVITATIONS_PER_HOUR.address, HOUR_S);
  const limitInvitations = (parentId: number, addressKey: string) =>
    takeEach(
      [
        [invitesByAccount, String(parentId)],
        [invitesByAddress, addressKey],
      ],
      (wait) => tooMany(msg('parent.tooMany'), wait),
    );
  route(app, parentApi.addAthlete, async (req) => {
    const parent = roleUser(req);
    await limitInvitations(parent.id, req.body.email);
    return inviteAthlete(db, config, parent, req.body, opts.now());
  });
  route(app, parentApi.resendInvitation, async (req) => {
    const parent = roleUser(req);
    await limitInvitations(parent.id, `invitation:${req.params.id}`);
    return resendInvitation(db, config, parent, req.params.id, opts.now());
  });
  // A child's own login (decision 047): the same limits, as each one mails an address the parent typed.
  route(app, parentApi.giveChildLogin, async (req) => {
    const parent = roleUser(req);
    await limitInvitations(parent.id, req.body.email);
    return giveChildLogin(db, config, parent, req.params.id, req.body.email, opts.now());
  });
  route(app, parentApi.resendChildLogin, async (req) => {
    const parent = roleUser(req);
    await limitInvitations(parent.id, `child-login:${req.params.id}`);
    return resendChildLogin(db, config, parent, req.params.id, opts.now());
  });
  route(app, parentApi.cancelChildLogin, async (req) => cancelChildLogin(db, roleUser(req), req.params.id));
  route(app, parentApi.revokeInvitation, async (req) => revokeInvitation(db, roleUser(req), req.params.id));
  route(app, parentApi.upcoming, async (req) => parentUpcoming(db, roleUser(req), req.query.athleteId, requestLanguage(req)));
  route(app, parentApi.feedback, async (req) => parentFeedback(db, opts.storage, roleUser(req), req.query.athleteId));
  route(app, parentApi.billing, async (req) => parentBilling(db, roleUser(req), opts.payments.name === 'stripe'));
  route(app, parentApi.planNotices, async (req) => parentPlanNotices(db, opts, roleUser(req)));

  // The invitation link, for the invited athlete.
  route(app, parentApi.invitation, async (req) => invitationInfo(db, req.params.token, opts.now()));
  route(app, parentApi.acceptInvitation, async (req) => db.transaction((tx) => acceptInvitation(tx, requireUser(req), req.params.token, opts.now())));
  route(app, parentApi.declineInvitation, async (req) => declineInvitation(db, requireUser(req), req.params.token, opts.now()));

  // The athlete's side: their linked parents, and unlinking one.
  route(app, parentApi.myParents, async (req) => {
    const athlete = requireUser(req);
    return db
      .select({ linkId: athleteLinks.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(athleteLinks)
      .innerJoin(users, eq(users.id, athleteLinks.parentId))
      .where(and(eq(athleteLinks.athleteId, athlete.id), eq(athleteLinks.status, 'ACTIVE')));
  });
  route(app, parentApi.unlinkParent, async (req) => unlinkParent(db, requireUser(req), req.params.id));
}
