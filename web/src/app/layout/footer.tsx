import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { useShellT } from '@/lib/i18n/shell';
import { footerLinksFor, type Audience } from '../routes';
import { useSiteInfo } from '@/features/site/api/use-site-info';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'X', href: 'https://x.com/' },
];
export function Footer({ audience }: { audience: Audience }) {
  const { data: site } = useSiteInfo();
  const name = site?.businessName ?? 'Octane Sports Performance';
  const t = useShellT();
  return (
    <footer className="bg-ink-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">OCTANE</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="rounded-md border border-white/15 px-3 py-1.5 text-sm hover:border-white/40 hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.quickLinks')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinksFor(audience).map((q) => (
              <li key={q.label}>
                <Link href={q.href} className="hover:text-white">
                  {t(q.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sm:col-span-2 lg:col-span-2">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {site && (
              <>
                <li className="flex items-center gap-2">
                  <Phone className="size-4" aria-hidden="true" />
                  <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="hover:text-white">
                    {site.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <Mail className="size-4" aria-hidden="true" />
                  <a href={`mailto:${site.email}`} className="hover:text-white">
                    {site.email}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MapPin className="size-4" aria-hidden="true" />
                  <span>{site.address}</span>
                </li>
              </>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">{t('footer.rights', { year: new Date().getFullYear(), name })}</div>
    </footer>
  );
}
