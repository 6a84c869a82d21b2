import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { forgotPasswordSchema } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useForgotPassword } from '@/features/auth/api/use-password-reset';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useMessage } from '@/lib/i18n/message';

/** Forgot password (issue 16): asks for the address; the answer is the same whether it has an account. */
export default function ForgotPasswordPage() {
  const { t } = useT('auth');
  const formMessage = useMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useForgotPassword();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0] ? formMessage(parsed.error.issues[0].message) : t('messages.email'));
    try {
      await send.mutateAsync(parsed.data);
    } catch (err) {
      setError(isNetworkError(err) ? t('messages.network') : serverMessage(err, t('forgot.failed')));
    }
  };

  return (
    <AuthShell
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <>
          {t('forgot.remembered')}{' '}
          <Link href="/login" className="font-semibold text-brand-600 hover:underline">
            {t('forgot.backToLogin')}
          </Link>
        </>
      }
    >
      {send.isSuccess ? (
        <Alert tone="success">{send.data}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Field label={t('email')}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full" size="lg" disabled={send.isPending}>
            {send.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
