import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { arrivedAt, signedInRedirect } from '@/features/auth/destinations';
import { reachedPendingNext } from '@/features/auth/pending-next';
import { safeNext } from '@/features/auth/safe-next';
import { applyAccountLanguage } from '@/lib/i18n/language';
import { useShellT } from '@/lib/i18n/shell';
import { useUser } from '@/lib/use-user';
import { Spinner } from '@/ui/spinner';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { OfflineBanner } from './layout/offline-banner';
import { ScrollManager } from './layout/scroll-manager';
import { LoginRequired } from './login-required';
import { Splash } from './splash';
import { audienceOf, EVERYONE, membersOnlyPaths, opens, otherAccountsPaths, routeTable, SIGNED_IN_REDIRECTS } from './routes';
import { NotForThisAccount, NotFound, SCREENS } from './screens';

const KioskPage = lazy(() => import('@/features/check-in/kiosk-screen').then((m) => ({ default: m.KioskScreen })));

function PageFallback() {
  return (
    // A full screen: the footer must not show mid-page and jump when the page's chunk arrives.
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}

export function AppRouter() {
  const { user, isLoading } = useUser();
  const [location] = useLocation();
  const search = useSearch();
  const t = useShellT();
  arrivedAt(location);
  reachedPendingNext(location);
  // A member's account language wins over the device's (decision 025).
  const accountLanguage = user?.language;
  useEffect(() => applyAccountLanguage(accountLanguage), [accountLanguage]);
  if (isLoading) return <Splash />;
  // The front-desk kiosk (decision 057) is a screen of its own: no header, menus or footer to leave it by.
  if (location === '/kiosk')
    return (
      <Suspense fallback={<PageFallback />}>
        <KioskPage />
      </Suspense>
    );
  const audience = audienceOf(user);
  const routes = [...routeTable(user), ...EVERYONE];
  // A signed-in visitor of /login?next=... (a link opened in another tab) goes on to `next` when they have that page (issue 29).
  const next = user ? safeNext(new URLSearchParams(search).get('next'), window.location.origin) : null;
  const home = user && next && opens(user, next) ? next : '/';
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollManager />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 print:hidden"
      >
        {t('skip')}
      </a>
      <Header user={user} audience={audience} />
      <OfflineBanner userId={user?.id ?? null} />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {user &&
              SIGNED_IN_REDIRECTS.map((p) => (
                <Route key={p} path={p}>
                  {() => <Redirect to={signedInRedirect(home)} replace />}
                </Route>
              ))}
            {routes.map(([path, key]) => (
              <Route key={path} path={path} component={SCREENS[key]} />
            ))}
            {!user && membersOnlyPaths().map((p) => <Route key={p} path={p} component={LoginRequired} />)}
            {user && otherAccountsPaths(user.role).map((p) => <Route key={p} path={p} component={NotForThisAccount} />)}
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </main>
      <Footer audience={audience} />
    </div>
  );
}
