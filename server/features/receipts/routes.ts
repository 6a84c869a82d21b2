import type { FastifyInstance } from 'fastify';
import { receiptsApi, RESENDS_PER_HOUR } from '../../../common/receipts.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooMany } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { takeEach } from '../../platform/http/limits.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { billingHistory, receiptFor, resendReceipt, searchReceipts } from './service.ts';
import { msg } from '../../../common/messages/index.ts';

const HOUR_S = 60 * 60;

/** Receipts and billing history (issue 29; endpoints in common/receipts.ts). */
export async function receiptRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, receiptsApi.history, async (req) => billingHistory(ctx, requireUser(req), requestLanguage(req)));
  route(app, receiptsApi.receipt, async (req) => receiptFor(ctx, requireUser(req), req.params.number));
  route(app, receiptsApi.staffSearch, async (req) => searchReceipts(ctx, req.query));
  // Each resend mails the payer: limited per staff account and per receipt, like other mail-sending actions.
  const resendsByAccount = ctx.limits.window('receipt-resend:account', RESENDS_PER_HOUR.account, HOUR_S);
  const resendsByReceipt = ctx.limits.window('receipt-resend:receipt', RESENDS_PER_HOUR.receipt, HOUR_S);
  route(app, receiptsApi.staffResend, async (req) => {
    const staff = requireUser(req);
    await takeEach(
      [
        [resendsByAccount, String(staff.id)],
        [resendsByReceipt, String(req.params.number)],
      ],
      (wait) => tooMany(msg('receipts.tooMany'), wait),
    );
    return resendReceipt(ctx, staff, req.params.number);
  });
}
