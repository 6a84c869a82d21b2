import { AtSign, Briefcase, Building2, Camera, ExternalLink, Globe, type LucideIcon } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import type alumni from '@/locales/en/alumni.json';
import { Card } from '@/ui/card';
import { socialLinks } from '../lib/social-links';

type LinkKey = keyof typeof alumni.social.labels;
const ICONS: Record<LinkKey, LucideIcon> = { instagram: Camera, twitter: AtSign, linkedin: Briefcase, website: Globe, company: Building2 };
const isKnown = (key: string): key is LinkKey => key in ICONS;

/** Instagram, Twitter, LinkedIn, website and company; addresses open in a new tab without the opener. */
export function SocialLinks({ links }: { links: Record<string, string> }) {
  const { t } = useT('alumni');
  const list = socialLinks(links);
  if (list.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('social.title')}</h2>
      <ul className="mt-3 space-y-2">
        {list.map((l) => {
          const Icon = isKnown(l.key) ? ICONS[l.key] : Globe;
          const label = isKnown(l.key) ? t(`social.labels.${l.key}`) : l.label;
          return (
            <li key={l.key} className="flex items-center gap-2 text-sm">
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {l.href ? (
                <a
                  href={l.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  {label}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{t('social.newTab')}</span>
                </a>
              ) : (
                <span>
                  <span className="text-slate-600">{label}: </span>
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
