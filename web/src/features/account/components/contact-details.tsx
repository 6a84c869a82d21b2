import { Contact, Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useContactDetails } from '../api/use-contact-details';
import { AccountSection } from './account-section';
import { ContactDetailsForm } from './contact-details-form';
import { LoadFailed } from '@/ui/load-failed';

/**
 * The address and emergency contact given with the athlete registration (issue 29), and Edit.
 * An athlete who has none yet adds them here; parents and coaches have none of their own (a
 * parent's athletes each have theirs, given at checkout), so the section is not shown to them.
 */
export function ContactDetails({ user }: { user: AuthUser }) {
  const { t } = useT('account');
  const query = useContactDetails();
  const [editing, setEditing] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const data = query.data;
  if (user.role !== 'ATHLETE' && !data?.details) return null;

  const done = () => {
    setEditing(false);
    // Back to the button that opened the form (it is rendered again once the form closes).
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
  };

  return (
    <AccountSection icon={Contact} title={t('contact.title')} description={t('contact.description')}>
      {query.isPending ? (
        <Spinner label={t('contact.loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('contact.loadFailed')} retry={t('tryAgain')} onRetry={() => void query.refetch()} />
      ) : editing ? (
        <ContactDetailsForm user={user} current={query.data.details} onDone={done} />
      ) : query.data.details ? (
        <div className="space-y-4">
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-ink-900">{t('contact.address')}</dt>
              <dd className="mt-1 text-slate-700">
                <span className="block">{query.data.details.address}</span>
                <span className="block">
                  {query.data.details.city}, {query.data.details.state} {query.data.details.zipCode}
                </span>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">{t('contact.emergency')}</dt>
              <dd className="mt-1 text-slate-700">
                <span className="block">{query.data.details.emergencyContactName}</span>
                <span className="block">{query.data.details.emergencyContactPhone}</span>
                <span className="block">{t('contact.relationIs', { relation: query.data.details.emergencyContactRelation })}</span>
              </dd>
            </div>
          </dl>
          <div ref={actions} className="flex justify-end">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('contact.edit')}
            </Button>
          </div>
        </div>
      ) : (
        <div ref={actions} className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-md text-sm text-slate-700">{t('contact.none')}</p>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('contact.add')}
          </Button>
        </div>
      )}
    </AccountSection>
  );
}
