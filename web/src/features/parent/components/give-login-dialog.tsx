import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { childLoginInviteSchema, type LinkedAthlete } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PeopleDialog } from '@/ui/people-dialog';
import { toast } from '@/ui/toast';
import { useGiveChildLogin } from '../api/use-give-child-login';
import { useMessage } from '@/lib/i18n/message';

type Values = z.input<typeof childLoginInviteSchema>;

/**
 * "Give <child> a login" (decision 047): the address the child will sign in with. The server mails
 * it a link where the child chooses a password; the parent stays linked. Open while `child` is set.
 */
export function GiveLoginDialog({ child, onClose }: { child: LinkedAthlete | null; onClose: () => void }) {
  const { t } = useT('parent');
  const formMessage = useMessage();
  const form = useForm<Values, unknown, z.output<typeof childLoginInviteSchema>>({
    resolver: zodResolver(childLoginInviteSchema),
    defaultValues: { email: '' },
  });
  const give = useGiveChildLogin();
  // Said inside the dialog too: a modal dialog hides the toast from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.reset({ email: '' });
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ email }) => {
    if (!child) return;
    setFailure(null);
    try {
      const r = await give.mutateAsync({ childId: child.id, email });
      toast({ title: t('login.sentTitle'), description: r.message });
      close();
    } catch (err) {
      const message = serverMessage(err, t('login.failed'));
      setFailure(message);
      toast({ title: t('login.failedTitle'), description: message, variant: 'error' });
    }
  });

  const name = child?.firstName ?? '';
  return (
    <PeopleDialog
      open={!!child}
      onOpenChange={(open) => !open && !give.isPending && close()}
      title={t('login.title', { name })}
      description={t('login.description', { name })}
      closeLabel={t('close')}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-5 space-y-4">
        <Field label={t('login.email', { name })} hint={t('login.emailHint')} error={formMessage(form.formState.errors.email?.message)}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <p className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('login.info', { name })}</span>
        </p>
        {failure && (
          <Alert>
            <p className="font-semibold">{t('login.failedTitle')}</p>
            <p className="mt-0.5">{failure}</p>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={give.isPending}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" disabled={give.isPending}>
            {give.isPending ? t('invitation.sending') : t('login.submit')}
          </Button>
        </div>
      </form>
    </PeopleDialog>
  );
}
