import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import type { InvitationInfo } from '../api/use-invitation';

/** Stands in for the e-mail address in the sentence, so that it can be set in bold wherever it falls. */
const MARK = '\u0000';

/** The e-mail has an account: the athlete signs in first and comes back here to answer. */
export function InviteLoginPrompt({ info, token }: { info: InvitationInfo; token: string }) {
  const next = `/invite/${encodeURIComponent(token)}`;
  const { t } = useT('invitation');
  const [before, after] = t('login.exists', { email: MARK, parent: info.parentName }).split(MARK);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {before}
        <span className="font-semibold text-ink-900">{info.email}</span>
        {after}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link href={`/login?next=${encodeURIComponent(next)}`}>
          <LogIn className="size-4" aria-hidden="true" /> {t('login.button')}
        </Link>
      </Button>
    </div>
  );
}
