import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';

const joinList = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** Before any click: which plans include pickup games, and the way to upgrade. */
export function PickupPlanNotice({ planName, includedIn }: { planName: string; includedIn: string[] }) {
  return (
    <section aria-labelledby="pickup-plan-title" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center">
      <Sparkles className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="pickup-plan-title" className="font-semibold">Pickup games need a plan that includes them</h2>
        <p>
          Your {planName} plan does not include pickup games.
          {includedIn.length > 0 && ` They are included in the ${joinList(includedIn)} plan${includedIn.length === 1 ? '' : 's'}.`}
        </p>
      </div>
      <Button asChild className="w-auto">
        <Link href="/subscription">
          Upgrade your plan
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
