import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { ComingSoon } from './components/coming-soon';

/** /open-play-schedule: a Coming Soon page. */
export default function OpenPlaySchedulePage() {
  return (
    <ComingSoon
      page="openPlaySchedule"
      icon={CalendarDays}
      title="Open Play Schedule"
      lead="A weekly calendar of open play times for every sport is coming soon, so you can plan your week around the court and the field."
      highlights={['Weekly open gym and open field times', 'Filter by sport and skill level', 'Reminders before the games you pick']}
      extra={
        <p>
          Meanwhile,{' '}
          <Link href="/free-play" className="font-semibold text-white underline underline-offset-2 hover:text-brand-500">
            see this week's pickup games
          </Link>
        </p>
      }
    />
  );
}
