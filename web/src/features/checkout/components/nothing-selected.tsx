import { CalendarSearch } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** Checkout opened without a program or session. */
export function NothingSelected({ failed = false }: { failed?: boolean }) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <CalendarSearch className="mx-auto size-10 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{failed ? 'We could not load the session details' : 'No session selected'}</h1>
      <p className="mt-2 text-slate-700">
        {failed ? 'Please try again in a moment, or pick your session from the schedule.' : 'Choose a training session from the schedule to book and pay for it here.'}
      </p>
      <Button asChild className="mt-6">
        <Link href="/schedule">Go to the schedule</Link>
      </Button>
    </Card>
  );
}
