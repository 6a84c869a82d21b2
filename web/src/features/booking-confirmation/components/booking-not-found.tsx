import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

export function BookingNotFound({ bookingsHref }: { bookingsHref: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <SearchX className="mx-auto size-10 text-slate-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Booking Not Found</h1>
        <p className="mt-2 text-slate-700">We couldn&apos;t find the booking details you&apos;re looking for.</p>
        <Button asChild className="mt-6">
          <Link href={bookingsHref}>View my bookings</Link>
        </Button>
      </Card>
    </div>
  );
}
