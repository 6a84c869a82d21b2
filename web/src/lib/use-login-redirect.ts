import { useEffect, useEffectEvent } from 'react';
import { shellEndpoints } from '@common/shell-endpoints';
import { useShellT } from '@/lib/i18n/shell';
import { toast } from '@/ui/toast';
import { recentlySignedOut } from './signed-out';

export interface SignedOutWords {
  title: string;
  description: string;
}

/**
 * A page for signed-in people, open while signed out (never signed in, or the session ran out):
 * the visitor is told, then sent to /api/login after 500 ms. The words are the app-wide 401
 * handler's (shell.json signedOut) unless a screen with its own language (the coach dashboard) passes its own.
 */
export function useLoginRedirect(signedOut: boolean, words?: SignedOutWords) {
  const shellT = useShellT();
  const tell = useEffectEvent(() => toast({ ...(words ?? { title: shellT('signedOut.title'), description: shellT('signedOut.text') }), variant: 'error' }));
  useEffect(() => {
    // The app-wide 401 handler (signed-out.ts) has said it and is on the way to the login page already.
    if (!signedOut || recentlySignedOut()) return;
    tell();
    const timer = window.setTimeout(() => window.location.assign(shellEndpoints.auth.loginPage.path), 500);
    return () => window.clearTimeout(timer);
  }, [signedOut]);
}
