import { Link } from 'wouter';
import { Button } from '@/ui/button';

export default function LandingPage() {
  return (
    <section className="bg-ink-900 px-4 py-24 text-center text-white">
      <h1 className="text-4xl font-extrabold">Train like a pro</h1>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild><Link href="/signup">Start Training Today</Link></Button>
        <Button asChild variant="light"><Link href="/programs">View Programs</Link></Button>
      </div>
    </section>
  );
}
