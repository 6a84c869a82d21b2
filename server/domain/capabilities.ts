/**
 * Shared rule: the one check per plan capability (docs/design.md section 9, decision 049). A module
 * that depends on a capability or a monthly limit takes its gate here, once, naming itself; the
 * gates in use are what the plans may sell (server/domain/capabilities.api.test.ts builds the app
 * and compares them with common/capabilities.ts). The limits' counting is in plan-limits.ts.
 */
import { CAPABILITIES, deliveredCapabilities, EVERY_PLAN_LINES, type Capability, type PlanLimit, type PlanTerms } from '../../common/capabilities.ts';
import type { Db, Tx } from '../db/client.ts';
import { LimitReached, planOf, type LimitGate } from './plan-limits.ts';

type Gated = Capability | PlanLimit | (typeof EVERY_PLAN_LINES)[number];

const gates = new Map<Gated, Set<string>>();

function register(what: Gated, usedBy: string): void {
  const users = gates.get(what) ?? new Set<string>();
  users.add(usedBy);
  gates.set(what, users);
}

/** Which modules check (or, for what every plan gets, deliver) each thing, as they registered. */
export const gatesInUse = (): ReadonlyMap<Gated, ReadonlySet<string>> => gates;

/** The one function that says what a plan gives: its flags, of the capabilities delivered today. */
export const capabilitiesOf = (plan: PlanTerms): Capability[] => deliveredCapabilities().filter((c) => plan[CAPABILITIES[c].flag]);

export interface CapabilityGate {
  readonly capability: Capability;
  /** Refuses (402 naming the flag and the plans page) when the user's plan does not include it. */
  assert(db: Db | Tx, userId: number): Promise<void>;
}

/**
 * The check of one capability, for the module named by `usedBy`. `refusal` words the 402 with the
 * plan's display name (an English constant the Spanish catalogue translates).
 */
export function capabilityGate(capability: Capability, usedBy: string, refusal: (planName: string) => string): CapabilityGate {
  register(capability, usedBy);
  const flag = CAPABILITIES[capability].flag;
  return {
    capability,
    async assert(db, userId) {
      const plan = await planOf(db, userId);
      if (capabilitiesOf(plan).includes(capability)) return;
      throw new LimitReached(402, refusal(plan.displayName), { limit: flag, capability, upgradeUrl: '/subscription' });
    },
  };
}

export interface CapabilityCheck {
  readonly capability: Capability;
  /** Whether the user's plan includes it (for a capability that changes a rule rather than opening an endpoint). */
  has(db: Db | Tx, userId: number): Promise<boolean>;
}

/**
 * The check of a capability that changes how a rule applies rather than refusing with a 402 (priority
 * booking moves a booking window earlier, decision 056); registered like a gate, for `usedBy`.
 */
export function capabilityCheck(capability: Capability, usedBy: string): CapabilityCheck {
  register(capability, usedBy);
  return { capability, has: async (db, userId) => capabilitiesOf(await planOf(db, userId)).includes(capability) };
}

export function limitGate(key: PlanLimit, usedBy: string): LimitGate {
  register(key, usedBy);
  return { key } as LimitGate;
}

/** What every plan gets, delivered by `deliver` (named by `usedBy`): registered, then passed through. */
export function everyPlan<F extends (...args: never[]) => unknown>(line: (typeof EVERY_PLAN_LINES)[number], usedBy: string, deliver: F): F {
  register(line, usedBy);
  return deliver;
}
