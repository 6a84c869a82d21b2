import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { signupSchema } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { NameFields } from '@/features/auth/components/name-fields';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { useInviteSignup } from '@/features/auth/api/use-invite-signup';
import type { InvitationInfo } from '../api/use-invitation';
import { useMessage } from '@/lib/i18n/message';

/** Sign-up from the link: e-mail and names filled from the invitation, role ATHLETE, linked on completion. */
export function InviteSignupForm({ info, token }: { info: InvitationInfo; token: string }) {
  const [, navigate] = useLocation();
  const signup = useInviteSignup();
  const { t } = useT('invitation');
  const formMessage = useMessage();
  // The sign-up form's messages are the sign-up page's (common/auth.ts words them for both).
  const { t: authT } = useT('auth');
  const [form, setForm] = useState({ firstName: info.firstName, lastName: info.lastName, password: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = signupSchema.safeParse({ ...form, email: info.email, role: 'ATHLETE', inviteToken: token });
    if (!parsed.success) return setError(parsed.error.issues[0] ? formMessage(parsed.error.issues[0].message) : authT('messages.required'));
    try {
      const result = await signup.mutateAsync({ ...parsed.data, inviteToken: token });
      toast({ title: result.message, description: t('signup.welcome', { name: result.user.firstName }) });
      navigate('/onboarding');
    } catch (err) {
      setError(isNetworkError(err) ? authT('messages.network') : serverMessage(err, authT('messages.signupFailed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <NameFields labels={{ firstName: t('signup.firstName'), lastName: t('signup.lastName') }} values={form} onChange={set} />
      <Field label={t('signup.email')} hint={t('signup.emailHint')}>
        <Input type="email" autoComplete="email" value={info.email} readOnly className="bg-slate-100 text-slate-700" />
      </Field>
      <Field label={t('signup.password')} hint={t('signup.passwordHint')}>
        <Input type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
      </Field>
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        {t('signup.accountType')} <span className="font-semibold text-ink-900">{t('signup.athlete')}</span>
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={signup.isPending}>
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
