import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ROLES, signupSchema, type AuthResult, type Role } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { signInPath } from '@/lib/sign-in';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useSignup } from '@/features/auth/api/use-signup';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { NameFields } from '@/features/auth/components/name-fields';
import { afterSignupTo } from '@/features/auth/destinations';
import { keepPendingNext } from '@/features/auth/pending-next';
import { safeNext } from '@/features/auth/safe-next';
import { opens } from '../routes';
import { choiceOf } from './guest-choice/choice';
import { ChoiceText } from './guest-choice/choice-text';
import { useMessage } from '@/lib/i18n/message';

export default function SignupPage() {
  const [, navigate] = useLocation();
  const { t } = useT('auth');
  const formMessage = useMessage();
  // /signup?next=...: what a guest chose survives signing up and the steps after it (issue 29).
  const next = safeNext(new URLSearchParams(useSearch()).get('next'), window.location.origin);
  const choice = choiceOf(next);
  const destination = (result: AuthResult) => afterSignupTo(result.role, next, (path) => opens(result.user, path));
  const signup = useSignup(destination);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', role: 'ATHLETE' as Role });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = signupSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0] ? formMessage(parsed.error.issues[0].message) : t('messages.required'));
    try {
      const result = await signup.mutateAsync(parsed.data);
      const to = destination(result);
      // The welcome and profile setup carry `next` in their address; this tab keeps a copy for a
      // step reached without it (the verification link opened here, a detour through the menu).
      if (next && to !== next && opens(result.user, next)) keepPendingNext(next, result.user.id);
      navigate(to, { replace: next !== null });
    } catch (err) {
      setError(isNetworkError(err) ? t('messages.network') : serverMessage(err, t('messages.signupFailed')));
    }
  };

  return (
    <AuthShell
      title={choice ? <ChoiceText choice={choice} family="signup" /> : t('signup.title')}
      subtitle={choice ? t('choice.signupNote') : t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link href={next ? signInPath(next) : '/login'} className="font-semibold text-brand-600 hover:underline">
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <NameFields labels={{ firstName: t('signup.firstName'), lastName: t('signup.lastName') }} values={form} onChange={set} />
        <Field label={t('signup.email')}>
          <Input type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </Field>
        <Field label={t('password')} hint={t('passwordHint')}>
          <Input type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium">{t('signup.iAm')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {ROLES.map((r) => (
              <label
                key={r}
                className={cn(
                  'cursor-pointer rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  form.role === r ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
                )}
              >
                <input type="radio" name="role" value={r} checked={form.role === r} onChange={set('role')} className="sr-only" />
                <span className="block font-semibold">{t(`signup.roles.${r}.label`)}</span>
                <span className="mt-0.5 block text-xs text-slate-700">{t(`signup.roles.${r}.hint`)}</span>
              </label>
            ))}
          </div>
          {/* Said before the account exists (issue 34): a coach account waits for staff approval. */}
          <p aria-live="polite" className="mt-2 text-sm text-slate-700 empty:mt-0">
            {form.role === 'COACH' ? t('signup.coachApproval') : null}
          </p>
        </fieldset>
        <Button type="submit" className="w-full" size="lg" disabled={signup.isPending}>
          {signup.isPending ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
