import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { AUTH_MESSAGES } from '@common/auth';
import { forgotPasswordSchema } from '@common/password-reset';
import { apiRequest, isNetworkError, serverMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { AuthShell } from './components/auth-shell';

/** Forgot password (issue 16): asks for the address; the answer is the same whether it has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (body: { email: string }) => ((await (await apiRequest('POST', '/api/auth/forgot-password', body)).json()) as { message: string }).message,
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.email);
    try {
      await send.mutateAsync(parsed.data);
    } catch (err) {
      setError(isNetworkError(err) ? AUTH_MESSAGES.network : serverMessage(err, 'The link could not be sent. Please try again.'));
    }
  };

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<>Remembered it? <Link href="/login" className="font-semibold text-brand-600 hover:underline">Back to log in</Link></>}
    >
      {send.isSuccess ? (
        <Alert tone="success">{send.data}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Field label="Email">
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" className="w-full" size="lg" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
