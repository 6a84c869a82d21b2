import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** Names a screen whose content arrives in a later release, so no link in the app is broken. */
export function PlaceholderPage({ title, summary }: { title: string; summary: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <Card className="p-8 text-center sm:p-12">
        <Construction className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">{summary}</p>
        <p className="mt-2 text-sm text-slate-600">This screen is being built and opens in an upcoming release.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button asChild>
            <Link href="/">Back to home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/schedule">See the schedule</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
