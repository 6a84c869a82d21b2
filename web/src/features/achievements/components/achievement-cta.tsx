import { Link } from 'wouter';
import { Button } from '@/ui/button';

/** Part 1, 2.11: where the next achievements come from. */
export function AchievementCta() {
  return (
    <section aria-labelledby="cta-heading" className="rounded-2xl bg-ink-900 px-6 py-8 text-center text-white sm:px-10">
      <h2 id="cta-heading" className="text-2xl font-extrabold">
        Ready for your next achievement?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-300">Every session you book and every clip you upload moves you closer to the next badge.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/schedule">Book a Session</Link>
        </Button>
        <Button asChild variant="light">
          <Link href="/media">Upload Media</Link>
        </Button>
        <Button asChild variant="light">
          <Link href="/sessions">View My Sessions</Link>
        </Button>
      </div>
    </section>
  );
}
