import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Card } from '@/ui/card';

/** A page of another kind of account, opened by a signed-in member (a coach following a link to /schedule). */
export default function NotForThisAccountPage() {
  const { t } = useT('notFound');
  const { user } = useUser();
  const role = user?.role === 'COACH' ? 'coach' : user?.role === 'PARENT' ? 'parent' : 'athlete';
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-2">
          <Info className="size-8 text-brand-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t('otherAccount.title')}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-700">{t(`otherAccount.text.${role}`)}</p>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-600 underline-offset-4 hover:underline">
          {t('home')}
        </Link>
      </Card>
    </div>
  );
}
