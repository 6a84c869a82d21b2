import type { AppContext } from '../../platform/context.ts';
import { issueReceipts } from './issue.ts';

/*
 * "Issue the receipts now" after a money path commits (issue 29), so the e-mail goes out within
 * seconds instead of at the next 30-second job. A kick never waits and never fails the request:
 * the issuing runs in the background, one run at a time per node, and a kick that arrives during
 * a run asks for one more run after it (the movement just committed may have been read before
 * its commit). Kicks do nothing where no issuer was started: the API tests issue receipts
 * themselves, so mail they read never arrives behind their back.
 */

interface Issuer {
  running: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

const issuers = new WeakMap<AppContext, Issuer>();

/** Starts this node's issuer (with the background jobs, server/jobs/timers.ts); answers what stops it, after its run. */
export function startReceiptIssuer(ctx: AppContext): () => Promise<void> {
  const issuer: Issuer = { running: null, again: false, stopped: false };
  issuers.set(ctx, issuer);
  return async () => {
    issuer.stopped = true;
    issuers.delete(ctx);
    await issuer.running;
  };
}

/** Asks this node's issuer for a run (right after a money movement committed). */
export function kickReceipts(ctx: AppContext): void {
  const issuer = issuers.get(ctx);
  if (!issuer || issuer.stopped) return;
  if (issuer.running) {
    issuer.again = true;
    return;
  }
  issuer.running = (async () => {
    do {
      issuer.again = false;
      await issueReceipts(ctx).catch((err: unknown) => ctx.log.error({ err }, 'issuing receipts failed; the job tries again'));
    } while (issuer.again && !issuer.stopped);
  })().finally(() => {
    issuer.running = null;
  });
}
