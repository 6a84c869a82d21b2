import type { Capability } from '@common/capabilities';
import { usePlans } from './use-plans';

/** The display names of the plans that sell a capability (from each plan's `includes`, decision 049), cheapest first. */
export function usePlansIncluding(capability: Capability): string[] {
  const plans = usePlans();
  return (plans.data ?? []).filter((p) => p.includes.some((l) => l.key === capability)).map((p) => p.displayName);
}
