import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { AUTH_MESSAGES, ROLES, signupSchema, type Role } from '@common/auth';
import { isNetworkError, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { useSignup } from './api/use-signup';
import { AuthShell } from './components/auth-shell';
import { afterSignup } from './destinations';

const ROLE_TEXT: Record<Role, { label: string; hint: string }> = {
  ATHLETE: { label: 'Athlete', hint: 'Train, book sessions and get feedback' },
  COACH: { label: 'Coach', hint: 'Review media and coach athletes' },
  PARENT: { label: 'Parent', hint: 'Manage your children’s training' },
};

export default function SignupPage() {
  const [, navigate] = useLocation();
  const signup = useSignup((result) => afterSignup(result.role));
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', role: 'ATHLETE' as Role });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = signupSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.required);
    try {
      const result = await signup.mutateAsync(parsed.data);
      navigate(afterSignup(result.role));
    } catch (err) {
      setError(isNetworkError(err) ? AUTH_MESSAGES.network : serverMessage(err, AUTH_MESSAGES.signupFailed));
    }
  };

  return (
    <AuthShell
      title="Create your account"
      subtitle="Join athletes, parents and coaches training with Octane."
      footer={<>Already have an account? <Link href="/login" className="font-semibold text-brand-600 hover:underline">Sign in</Link></>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name">
            <Input autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
          </Field>
          <Field label="Last Name">
            <Input autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
          </Field>
        </div>
        <Field label="Email Address">
          <Input type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </Field>
        <Field label="Password" hint="At least 8 characters.">
          <Input type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium">I am a...</legend>
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
                <span className="block font-semibold">{ROLE_TEXT[r].label}</span>
                <span className="mt-0.5 block text-xs text-slate-700">{ROLE_TEXT[r].hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="w-full" size="lg" disabled={signup.isPending}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthShell>
  );
}
