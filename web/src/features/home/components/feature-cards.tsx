import { ArrowRight, CalendarCheck, LineChart, Trophy, Users, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  cta: string;
  href: string;
  className: string;
}

/** Part 1, 2.3: the feature cards and where each one leads. */
const FEATURES: Feature[] = [
  { icon: Video, title: 'Video Analysis', text: 'Upload training videos and photos. Pose analysis measures your mechanics and a certified coach adds feedback.', cta: 'Start Analysis', href: '/my-media', className: 'lg:col-span-3' },
  { icon: Users, title: 'Expert Coaching', text: 'Learn from coaches who have taken athletes from their first practice to college rosters and beyond.', cta: 'Meet Our Coaches', href: '/programs', className: 'lg:col-span-3' },
  { icon: Trophy, title: 'Specialized Programs', text: 'Soccer, basketball, football and speed & agility, with age-specific groups from 5 years old.', cta: 'View Programs', href: '/programs', className: 'lg:col-span-2' },
  { icon: LineChart, title: 'Progress Analytics', text: 'Sessions, streaks and achievements in one place, so you can see how far you have come.', cta: 'View Analytics', href: '/sessions', className: 'lg:col-span-2' },
  { icon: CalendarCheck, title: 'Easy Booking', text: 'See open sessions for the next two weeks and reserve your spot with secure card payment.', cta: 'Book Session', href: '/schedule', className: 'sm:col-span-2 lg:col-span-2' },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Why Octane</p>
          <h2 id="features-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Everything you need to reach the next level
          </h2>
          <p className="mt-4 text-lg text-slate-600">Training, feedback and planning in one place, for athletes, parents and coaches.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {FEATURES.map((f) => (
            <li key={f.title} className={f.className}>
              <FeatureCard feature={f} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureCard({ feature: { icon: Icon, title, text, cta, href } }: { feature: Feature }) {
  return (
    <Card className="group flex h-full flex-col p-6 transition-shadow hover:shadow-md sm:p-8">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-bold">{title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{text}</p>
      <Link
        href={href}
        className={cn(
          'mt-6 inline-flex items-center gap-1.5 self-start rounded-md font-semibold text-brand-600 underline-offset-4 hover:underline',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      >
        {cta} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </Card>
  );
}
