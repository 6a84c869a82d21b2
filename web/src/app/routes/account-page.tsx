import { Redirect } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { VerifyEmailBanner } from '@/features/account/email-verification/verify-email-banner';
import { useUser } from '@/lib/use-user';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Spinner } from '@/ui/spinner';
import { AccountLinks } from '@/features/account/components/account-links';
import { ContactDetails } from '@/features/account/components/contact-details';
import { WaiverCard } from '@/features/waivers/components/waiver-card';
import { DetailsForm } from '@/features/account/components/details-form';
import { LinkedParents } from '@/features/parent/components/linked-parents';
import { PasswordForm } from '@/features/account/components/password-form';
import { PaymentMethods } from '@/features/account/components/payment-methods';
import { PictureCard } from '@/features/account/components/picture-card';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { YourData } from '@/features/account/components/your-data';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { ReminderPreferencesCard } from '@/features/reminders/components/reminder-preferences-card';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';

/** The account profile (/profile): details, contact details and the liability waiver (athletes), picture, password, saved cards and session reminders (members), linked parents (athletes), your data (download, delete) and Sign Out. */
export default function AccountPage() {
  const { t } = useT('account');
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('page.loading')} />
      </div>
    );
  }
  if (!user) return <Redirect to="/login" replace />;

  return (
    <>
      <section className="bg-ink-900 text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 pt-10 pb-12 sm:gap-6">
          <Avatar
            src={user.profileImageUrl}
            firstName={user.firstName}
            lastName={user.lastName}
            className="size-16 text-xl ring-4 ring-white/10 sm:size-20 sm:text-2xl"
          />
          <div className="min-w-0">
            <p className="text-sm font-bold tracking-widest text-brand-500 uppercase">{t('page.eyebrow')}</p>
            <h1 className="mt-1 truncate text-2xl font-extrabold tracking-tight sm:text-4xl">
              {user.firstName} {user.lastName}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <Badge tone="primary">{t(`page.roles.${user.role}`)}</Badge>
              <span className="truncate">{user.email}</span>
            </div>
          </div>
        </div>
      </section>
      {!user.emailVerified && (
        <div className="mx-auto max-w-5xl px-4 pt-8 sm:pt-10">
          <VerifyEmailBanner email={user.email} />
        </div>
      )}
      <div className="mx-auto grid max-w-5xl items-start gap-6 px-4 py-8 sm:py-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-3 lg:row-start-1">
          <PictureCard user={user} />
        </div>
        <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <DetailsForm user={user} />
          <ContactDetails user={user} />
          {user.role === 'ATHLETE' && <WaiverCard />}
          {user.role !== 'COACH' && <ReminderPreferencesCard />}
          {user.role !== 'COACH' && <CalendarFeedCard forParent={user.role === 'PARENT'} />}
          <PasswordForm />
          {user.role !== 'COACH' && <PaymentMethods />}
          {user.role === 'ATHLETE' && <LinkedParents />}
          <SessionsCard />
          <YourData />
        </div>
        <div className="space-y-6 lg:col-start-3 lg:row-start-2">
          <AccountLinks role={user.role} />
          <SignOutButton />
        </div>
      </div>
    </>
  );
}
