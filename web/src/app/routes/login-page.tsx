import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { loginSchema, type AuthResult } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { signUpPath } from '@/lib/sign-in';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useLogin } from '@/features/auth/api/use-login';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { afterLoginTo } from '@/features/auth/destinations';
import { safeNext } from '@/features/auth/safe-next';
import { opens } from '../routes';
import { choiceOf } from './guest-choice/choice';
import { ChoiceText } from './guest-choice/choice-text';
import { useMessage } from '@/lib/i18n/message';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const { t } = useT('auth');
  const formMessage = useMessage();
  // /login?next=/invite/abc: back to where the visitor came from (same-origin paths only), when
  // this account has that page; else its home (a coach sent to a checkout, issue 29).
  const next = safeNext(new URLSearchParams(useSearch()).get('next'), window.location.origin);
  // What the guest chose before being asked to sign in, said in the title (issue 29).
  const choice = choiceOf(next);
  const destination = (result: AuthResult) => afterLoginTo(result.role, next, (path) => opens(result.user, path));
  const login = useLogin(destination);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) return setError(parsed.error.issues[0] ? formMessage(parsed.error.issues[0].message) : t('messages.loginRequired'));
    try {
      const result = await login.mutateAsync(parsed.data);
      // Followed a `next`: the sign-in page leaves the history, so Back from the checkout goes where the guest chose.
      navigate(destination(result), { replace: next !== null });
    } catch (err) {
      setError(isNetworkError(err) ? t('messages.network') : serverMessage(err, t('messages.loginFailed')));
    }
  };

  return (
    <AuthShell
      title={choice ? <ChoiceText choice={choice} family="login" /> : t('login.title')}
      subtitle={choice ? t('choice.loginNote') : t('login.subtitle')}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link href={next ? signUpPath(next) : '/signup'} className="font-semibold text-brand-600 hover:underline">
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <Field label={t('email')}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t('password')}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand-600" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('login.remember')}
          </label>
          {/* Part 1, 2.5 has the link go nowhere; issue 16 builds the page. */}
          <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
