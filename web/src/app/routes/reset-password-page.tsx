import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { resetPasswordSchema } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useResetPassword } from '@/features/auth/api/use-password-reset';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useMessage } from '@/lib/i18n/message';

/** The e-mailed link (issue 16): a new password, then every device is signed out and the person logs in again. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useT('auth');
  const formMessage = useMessage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useResetPassword();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0] ? formMessage(parsed.error.issues[0].message) : t('messages.passwordLength'));
    if (password !== confirm) return setError(t('reset.mismatch'));
    try {
      await save.mutateAsync(parsed.data);
    } catch (err) {
      setError(isNetworkError(err) ? t('messages.network') : serverMessage(err, t('reset.failed')));
    }
  };

  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <>
          {t('reset.needLink')}{' '}
          <Link href="/forgot-password" className="font-semibold text-brand-600 hover:underline">
            {t('reset.askAnother')}
          </Link>
        </>
      }
    >
      {save.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{save.data}</Alert>
          <Button asChild className="w-full" size="lg">
            <Link href="/login">{t('logIn')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Field label={t('reset.newPassword')} hint={t('passwordHint')}>
            <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Field label={t('reset.confirm')}>
            <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full" size="lg" disabled={save.isPending}>
            {save.isPending ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
