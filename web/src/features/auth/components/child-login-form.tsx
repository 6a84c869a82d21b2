import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { childLoginAcceptSchema } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useAcceptChildLogin } from '../api/use-accept-child-login';
import { useMessage } from '@/lib/i18n/message';

/** The child's password, twice; on success the child is signed in and lands on their dashboard. */
export function ChildLoginForm({ token, email, firstName }: { token: string; email: string; firstName: string }) {
  const { t } = useT('invitation');
  const formMessage = useMessage();
  const { t: authT } = useT('auth');
  const [, navigate] = useLocation();
  const accept = useAcceptChildLogin(token);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = childLoginAcceptSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      return setError(formMessage(message));
    }
    try {
      await accept.mutateAsync(parsed.data);
      toast({ title: t('childLogin.doneTitle'), description: t('childLogin.done', { name: firstName }) });
      navigate('/dashboard');
    } catch (err) {
      setError(isNetworkError(err) ? authT('messages.network') : serverMessage(err, t('childLogin.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <Field label={t('signup.email')} hint={t('childLogin.emailHint')}>
        <Input type="email" autoComplete="username" value={email} readOnly className="bg-slate-100 text-slate-700" />
      </Field>
      <Field label={t('childLogin.password')} hint={authT('passwordHint')}>
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label={t('childLogin.confirm')}>
        <Input type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      <Button type="submit" className="w-full" size="lg" disabled={accept.isPending}>
        {accept.isPending ? t('childLogin.submitting') : t('childLogin.submit')}
      </Button>
    </form>
  );
}
