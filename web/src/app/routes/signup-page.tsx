import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ROLES, signupSchema, type Role } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useSignup } from '@/features/auth/api/use-signup';
import { authMessage } from '@/features/auth/auth-messages';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { NameFields } from '@/features/auth/components/name-fields';
import { afterSignup } from '@/features/auth/destinations';

export default function SignupPage() {
  const [, navigate] = useLocation();
  const { t } = useT('auth');
  const signup = useSignup((result) => afterSignup(result.role));
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', role: 'ATHLETE' as Role });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = signupSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0] ? authMessage(parsed.error.issues[0].message, t) : t('messages.required'));
    try {
      const result = await signup.mutateAsync(parsed.data);
      navigate(afterSignup(result.role));
    } catch (err) {
      setError(isNetworkError(err) ? t('messages.network') : serverMessage(err, t('messages.signupFailed')));
    }
  };

  return (
    <AuthShell
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link href="/login" className="font-semibold text-brand-600 hover:underline">
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
        </fieldset>
        <Button type="submit" className="w-full" size="lg" disabled={signup.isPending}>
          {signup.isPending ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
