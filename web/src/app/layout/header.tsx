import { LogOut, Menu, X, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AuthUser } from '@common/auth';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { useShellT } from '@/lib/i18n/shell';
import { Button } from '@/ui/button';
import { isActive, navFor, type Audience } from '../routes';
import { LanguageSwitch } from './language-switch';
import { useLogout } from '@/features/auth/api/use-logout';

export function Header({ user, audience }: { user: AuthUser | null; audience: Audience }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const items = navFor(audience);
  const t = useShellT();

  // The mobile menu closes on an outside click.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const linkClass = (href: string) =>
    cn(
      'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3',
      isActive(href, location, audience) ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
    );

  return (
    <header className="sticky top-0 z-40 bg-ink-900/95 text-white backdrop-blur print:hidden" ref={menuRef}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 2xl:max-w-[96rem]">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-500 text-ink-900">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          <span>OCTANE</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 xl:flex">
          {items.map((i) => (
            <Link key={i.href} href={i.href} className={linkClass(i.href)} aria-current={isActive(i.href, location, audience) ? 'page' : undefined}>
              {t(i.label)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch user={user} />
          {user ? (
            <>
              <Link
                href="/profile"
                className="hidden items-center gap-3 rounded-lg px-2 py-1 hover:bg-white/5 sm:flex"
                aria-label={t('header.yourProfile', { name: `${user.firstName} ${user.lastName}` })}
              >
                <Avatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
                <span className="hidden text-left leading-tight 2xl:block">
                  <span className="block text-sm font-semibold">
                    {user.firstName} {user.lastName}
                  </span>
                  <span className="block text-xs text-slate-300">{t(`header.role.${user.role}`)}</span>
                </span>
              </Link>
              {/* Its words only from 2xl: at 1280 px the members' nav takes the room (the icon keeps its name for screen readers). */}
              <Button
                variant="ghost"
                size="sm"
                className="hidden whitespace-nowrap text-slate-200 hover:bg-white/10 hover:text-white xl:inline-flex"
                onClick={logout}
              >
                <LogOut className="size-4" aria-hidden="true" /> <span className="sr-only 2xl:not-sr-only">{t('header.signOut')}</span>
              </Button>
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm" className="whitespace-nowrap text-white hover:bg-white/10">
                <Link href="/login">{t('header.login')}</Link>
              </Button>
              <Button asChild size="sm" className="whitespace-nowrap bg-brand-500 text-ink-900 hover:bg-brand-100">
                <Link href="/signup">{t('header.signUp')}</Link>
              </Button>
            </div>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-white/10 xl:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label={t('nav.mobile')} className="border-t border-white/10 px-4 pb-4 xl:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {items.map((i) => (
              <li key={i.href}>
                <Link href={i.href} className={cn(linkClass(i.href), 'block')} onClick={() => setOpen(false)}>
                  {t(i.label)}
                </Link>
              </li>
            ))}
            {user ? (
              <>
                <li>
                  <Link href="/profile" className={cn(linkClass('/profile'), 'block')} onClick={() => setOpen(false)}>
                    {t('header.myProfile', { role: t(`header.role.${user.role}`) })}
                  </Link>
                </li>
                <li>
                  <button type="button" className={cn(linkClass('#'), 'block w-full text-left')} onClick={logout}>
                    {t('header.signOut')}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link href="/login" className={cn(linkClass('/login'), 'block')} onClick={() => setOpen(false)}>
                    {t('header.login')}
                  </Link>
                </li>
                <li>
                  <Link href="/signup" className={cn(linkClass('/signup'), 'block')} onClick={() => setOpen(false)}>
                    {t('header.signUp')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
