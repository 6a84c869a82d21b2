import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { HeadedSection } from '@/ui/headed-section';

/** Part 1, 2.11: where the next achievements come from. */
export function AchievementCta() {
  const { t } = useT('achievements');
  return (
    <HeadedSection
      id="cta-heading"
      title={t('cta.heading')}
      className="rounded-2xl bg-ink-900 px-6 py-8 text-center text-white sm:px-10"
      headingClassName="text-2xl font-extrabold"
    >
      <p className="mx-auto mt-2 max-w-xl text-slate-300">{t('cta.text')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/schedule">{t('cta.book')}</Link>
        </Button>
        <Button asChild variant="light">
          <Link href="/media">{t('cta.upload')}</Link>
        </Button>
        <Button asChild variant="light">
          <Link href="/sessions">{t('cta.sessions')}</Link>
        </Button>
      </div>
    </HeadedSection>
  );
}
