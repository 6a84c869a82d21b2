import { Volleyball } from 'lucide-react';
import { Link } from 'wouter';
import { ComingSoon } from './components/coming-soon';

/** /open-play: open play games are a Coming Soon page; the pickup games that already run are one link away. */
export default function OpenPlayComingPage() {
  return (
    <ComingSoon
      page="openPlay"
      icon={Volleyball}
      title="Open Play Games"
      lead="Drop-in open gym and open field sessions are on their way: come when it suits you, play with athletes at your level."
      highlights={['Basketball 5v5, soccer 11v11 and flag football 7v7', 'Drop in without a full program', 'Coaches on hand to keep games competitive']}
      extra={
        <p>
          Can't wait?{' '}
          <Link href="/free-play" className="font-semibold text-white underline underline-offset-2 hover:text-brand-500">
            See the pickup games you can join today
          </Link>
        </p>
      }
    />
  );
}
