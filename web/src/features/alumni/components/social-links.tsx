import { AtSign, Briefcase, Building2, Camera, ExternalLink, Globe, type LucideIcon } from 'lucide-react';
import { Card } from '@/ui/card';
import { socialLinks } from '../lib/social-links';

const ICONS: Record<string, LucideIcon> = { instagram: Camera, twitter: AtSign, linkedin: Briefcase, website: Globe, company: Building2 };

/** Instagram, Twitter, LinkedIn, website and company; addresses open in a new tab without the opener. */
export function SocialLinks({ links }: { links: Record<string, string> }) {
  const list = socialLinks(links);
  if (list.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Follow the Journey</h2>
      <ul className="mt-3 space-y-2">
        {list.map((l) => {
          const Icon = ICONS[l.key] ?? Globe;
          return (
            <li key={l.key} className="flex items-center gap-2 text-sm">
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {l.href ? (
                <a href={l.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  {l.label}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <span>
                  <span className="text-slate-600">{l.label}: </span>
                  <span className="font-semibold">{l.text}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
