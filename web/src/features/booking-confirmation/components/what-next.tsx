import { CalendarClock, Droplets, Mail, MessageCircleQuestion, Phone, Timer } from 'lucide-react';
import type { SiteInfo } from '@common/site';
import { Card } from '@/ui/card';

const TIPS = [
  { icon: Mail, text: 'Check your email for the confirmation and calendar invite.' },
  { icon: Timer, text: 'Arrive 10 minutes early to check in and warm up.' },
  { icon: Droplets, text: 'Bring water and your training gear.' },
  { icon: MessageCircleQuestion, text: 'Prepare any questions you have for your coach.' },
];

/** What to do before the session, the 24-hour reschedule rule, and how to reach us. */
export function WhatNext({ site }: { site: SiteInfo | undefined }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">What&apos;s next?</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {TIPS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        <CalendarClock className="size-5 shrink-0" aria-hidden="true" />
        <span>Need to reschedule? Please do it at least 24 hours before the session to avoid charges.</span>
      </p>
      <div className="mt-5 border-t border-slate-200 pt-4 text-sm">
        <h3 className="font-semibold">Need help?</h3>
        <p className="mt-1 text-slate-700">Questions about your booking? Contact us and we&apos;ll be glad to help.</p>
        {site && (
          <ul className="mt-2 space-y-1">
            <li>
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
                <Phone className="size-4" aria-hidden="true" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
                <Mail className="size-4" aria-hidden="true" /> {site.email}
              </a>
            </li>
          </ul>
        )}
      </div>
    </Card>
  );
}
