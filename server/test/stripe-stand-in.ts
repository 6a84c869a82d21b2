import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for api.stripe.com (no network in tests): customers, prices, subscriptions with
 * their invoices and payment intents, kept in memory. It records every request (method, path,
 * parameters, Idempotency-Key) and answers a repeated idempotency key with the first answer, as
 * Stripe does. Tests move subscriptions along (first invoice paid, renewal paid or declined, ended)
 * and then send the matching signed webhook.
 */
export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
}

type Obj = Record<string, unknown> & { id: string };

/** Stripe's form encoding (a[b][0]=c) back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const DECLINE = 'pm_card_chargeDeclined';
const MONTH = 30 * 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly intents = new Map<string, Obj>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private server: http.Server | null = null;
  /** A saved card that Stripe declines (like pm_card_chargeDeclined). */
  static readonly declinedCard = DECLINE;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const params = req.method === 'GET' || req.method === 'DELETE' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(raw);
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: key });
        const cached = key && !key.startsWith('stripe-node-retry') ? this.replies.get(`${req.method} ${url.pathname} ${key}`) : undefined;
        const reply = cached ?? this.route(req.method ?? '', url.pathname, params);
        if (key && !cached) this.replies.set(`${req.method} ${url.pathname} ${key}`, reply);
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Requests to one endpoint, e.g. calls('POST', '/v1/subscriptions'). */
  calls(method: string, path: string | RegExp) {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  private route(method: string, path: string, p: Record<string, unknown>): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    const missing = () => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${path}'` } } });
    const [, , kind, id, action] = path.split('/');
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: newId('cus'), object: 'customer', email: p.email, name: p.name, metadata: p.metadata ?? {} };
      this.customers.set(c.id, c);
      return ok(c);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (p.lookup_keys as string[] | undefined) ?? [];
      return ok({
        object: 'list',
        has_more: false,
        url: '/v1/prices',
        data: [...this.prices.values()].filter((x) => keys.includes(String(x.lookup_key)) && x.active),
      });
    }
    if (method === 'POST' && path === '/v1/prices') {
      const recurring = p.recurring as { interval: string };
      const price = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: p.currency,
        unit_amount: Number(p.unit_amount),
        lookup_key: p.lookup_key,
        recurring,
        product: newId('prod'),
        metadata: p.metadata ?? {},
      };
      this.prices.set(price.id, price);
      return ok(price);
    }
    if (kind === 'subscriptions' && method === 'POST' && !id) return this.createSubscription(p);
    if (kind === 'subscriptions' && id) {
      const sub = this.subscriptions.get(id);
      if (!sub) return missing();
      if (method === 'GET') return ok(this.view(sub));
      if (method === 'POST' && !action) {
        if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
        return ok(this.view(sub));
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        return ok(this.view(sub));
      }
    }
    if (kind === 'invoices' && method === 'GET' && id) {
      const inv = this.invoices.get(id);
      return inv ? ok(this.invoiceView(inv)) : missing();
    }
    if (kind === 'payment_intents' && method === 'GET' && id) {
      const pi = this.intents.get(id);
      return pi ? ok(pi) : missing();
    }
    return { status: 400, body: { error: { type: 'invalid_request_error', message: `The stand-in does not know ${method} ${path}` } } };
  }

  private createSubscription(p: Record<string, unknown>) {
    const pm = p.default_payment_method as string | undefined;
    if (pm === DECLINE) {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
      };
    }
    const items = p.items as Array<{ price: string }>;
    const price = this.prices.get(items[0]!.price)!;
    const start = now();
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: p.customer,
      status: pm ? 'active' : 'incomplete',
      cancel_at_period_end: false,
      default_payment_method: pm ?? null,
      start_date: start,
      metadata: p.metadata ?? {},
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price, current_period_start: start, current_period_end: start + MONTH }],
      },
      latest_invoice: null,
    };
    this.subscriptions.set(sub.id, sub);
    sub.latest_invoice = this.newInvoice(sub, 'subscription_create', pm ? 'paid' : 'open').id;
    return { status: 200, body: this.view(sub) };
  }

  private newInvoice(sub: Obj, reason: string, status: 'paid' | 'open', failure?: string): Obj {
    const price = (sub.items as { data: Array<{ price: Obj }> }).data[0]!.price;
    const pi: Obj = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: price.unit_amount,
      currency: price.currency,
      status: status === 'paid' ? 'succeeded' : 'requires_payment_method',
      metadata: {},
      payment_method: null,
      last_payment_error: failure ? { message: failure } : null,
    };
    pi.client_secret = `${pi.id}_secret_${crypto.randomBytes(6).toString('hex')}`;
    this.intents.set(pi.id, pi);
    const inv: Obj = {
      id: newId('in'),
      object: 'invoice',
      status,
      billing_reason: reason,
      amount_due: price.unit_amount,
      amount_paid: status === 'paid' ? price.unit_amount : 0,
      attempt_count: 1,
      // Stripe's Smart Retries: the next try of an unpaid renewal a few days later.
      next_payment_attempt: status === 'open' && reason === 'subscription_cycle' ? now() + 3 * 86_400 : null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      confirmation_secret: { client_secret: pi.client_secret, type: 'payment_intent' },
      payments: {
        object: 'list',
        data: [{ id: newId('inpay'), object: 'invoice_payment', is_default: true, payment: { type: 'payment_intent', payment_intent: pi.id } }],
      },
    };
    this.invoices.set(inv.id, inv);
    return inv;
  }

  private invoiceView(inv: Obj) {
    return { ...inv };
  }

  private view(sub: Obj) {
    const inv = sub.latest_invoice ? this.invoices.get(String(sub.latest_invoice)) : null;
    return { ...sub, latest_invoice: inv ? this.invoiceView(inv) : null };
  }

  private periodOf(sub: Obj) {
    return (sub.items as { data: Array<{ current_period_start: number; current_period_end: number }> }).data[0]!;
  }

  /** The card form paid the first invoice (what Stripe.js confirming the client secret does). */
  payFirstInvoice(subId: string) {
    const sub = this.subscriptions.get(subId)!;
    const inv = this.invoices.get(String(sub.latest_invoice))!;
    Object.assign(inv, { status: 'paid', amount_paid: inv.amount_due });
    const pi = this.intents.get(String((inv.payments as { data: Array<{ payment: { payment_intent: string } }> }).data[0]!.payment.payment_intent))!;
    pi.status = 'succeeded';
    sub.status = 'active';
    return inv.id;
  }

  /** The month ended: Stripe moves the period on and invoices the renewal, paid or declined. Returns the invoice id. */
  renew(subId: string, outcome: 'paid' | 'declined') {
    const sub = this.subscriptions.get(subId)!;
    const period = this.periodOf(sub);
    period.current_period_start = period.current_period_end;
    period.current_period_end += MONTH;
    const inv = this.newInvoice(
      sub,
      'subscription_cycle',
      outcome === 'paid' ? 'paid' : 'open',
      outcome === 'declined' ? 'Your card has insufficient funds.' : undefined,
    );
    sub.latest_invoice = inv.id;
    sub.status = outcome === 'paid' ? 'active' : 'past_due';
    return inv.id;
  }

  /**
   * Stripe retried the unpaid renewal: paid (the subscription is active again), declined with more
   * tries to come, or declined for the last time (`final`: the subscription becomes unpaid or canceled,
   * as the account's settings say).
   */
  retryRenewal(subId: string, outcome: 'paid' | 'declined', final?: 'unpaid' | 'canceled') {
    const sub = this.subscriptions.get(subId)!;
    const inv = this.invoices.get(String(sub.latest_invoice))!;
    inv.attempt_count = Number(inv.attempt_count) + 1;
    const pi = this.intents.get(String((inv.payments as { data: Array<{ payment: { payment_intent: string } }> }).data[0]!.payment.payment_intent))!;
    if (outcome === 'paid') {
      Object.assign(inv, { status: 'paid', amount_paid: inv.amount_due, next_payment_attempt: null });
      Object.assign(pi, { status: 'succeeded', last_payment_error: null });
      sub.status = 'active';
    } else if (final) {
      inv.next_payment_attempt = null;
      sub.status = final;
    } else inv.next_payment_attempt = now() + 3 * 86_400;
    return inv.id;
  }

  /** Stripe ends a subscription set to cancel at its period's end. */
  endAtPeriodEnd(subId: string) {
    this.subscriptions.get(subId)!.status = 'canceled';
  }

  periodEnd(subId: string) {
    return new Date(this.periodOf(this.subscriptions.get(subId)!).current_period_end * 1000);
  }
}
