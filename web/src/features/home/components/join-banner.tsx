import { Link } from 'wouter';
import { Button } from '@/ui/button';
import { useT } from '../i18n';

/** The closing call to action above the footer. */
export function JoinBanner() {
  const { t } = useT('home');
  return (
    <section aria-labelledby="join-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="relative overflow-hidden rounded-3xl bg-brand-600 px-6 py-14 text-center text-white sm:px-12">
          <div aria-hidden="true" className="absolute -top-20 -right-20 size-72 rounded-full bg-brand-500/40 blur-2xl" />
          <div aria-hidden="true" className="absolute -bottom-24 -left-16 size-72 rounded-full bg-brand-900/40 blur-2xl" />
          <h2 id="join-title" className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('join.title')}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('join.text')}</p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="light">
              <Link href="/signup">{t('join.create')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/schedule">{t('join.schedule')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
