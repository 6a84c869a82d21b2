import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES, loginSchema } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useLogin } from './api/use-login';
import { AuthShell } from './components/auth-shell';
import { afterLogin } from './destinations';
import { safeNext } from './safe-next';

export default function LoginPage() {
  const [, navigate] = useLocation();
  // /login?next=/invite/abc: back to where the visitor came from (same-origin paths only).
  const next = safeNext(new URLSearchParams(useSearch()).get('next'), window.location.origin);
  const login = useLogin((result) => next ?? afterLogin(result.role));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.loginRequired);
    try {
      const result = await login.mutateAsync(parsed.data);
      navigate(next ?? afterLogin(result.role));
    } catch (err) {
      setError(isNetworkError(err) ? AUTH_MESSAGES.network : serverMessage(err, AUTH_MESSAGES.loginFailed));
    }
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to book sessions, upload training video and see your feedback."
      footer={<>New here? <Link href="/signup" className="font-semibold text-brand-600 hover:underline">Create an account</Link></>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <Field label="Email">
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Password">
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand-600" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          {/* Part 1, 2.5 has the link go nowhere; issue 16 builds the page. */}
          <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthShell>
  );
}
