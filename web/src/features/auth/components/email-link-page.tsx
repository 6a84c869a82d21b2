import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { AUTH_MESSAGES, messageSchema } from '@common/auth';
import { apiRequest, isNetworkError, serverMessage } from '@/lib/api';
import { USER_KEY } from '@/lib/signed-out';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { AuthShell } from './auth-shell';

const WORDS = {
  change: {
    title: 'Confirm your new e-mail address',
    subtitle: "Your account's e-mail address changes to this inbox's address when you confirm.",
    button: 'Confirm new e-mail address',
    busy: 'Confirming...',
    failed: 'The address could not be confirmed. Please try again.',
  },
  verify: {
    title: 'Verify your e-mail address',
    subtitle: 'Confirm that this inbox is yours, so that you can accept invitations and get account e-mails.',
    button: 'Verify my e-mail address',
    busy: 'Verifying...',
    failed: 'The address could not be verified. Please try again.',
  },
} as const;

/**
 * The page of an e-mailed address link (issue 16): a new address (`change`) or the sign-up address
 * (`verify`), both confirmed by POST /api/account/confirm-email. A button rather than a change on
 * page load: mail scanners open links, and must not confirm anything by doing so.
 */
export function EmailLinkPage({ purpose }: { purpose: keyof typeof WORDS }) {
  const words = WORDS[purpose];
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: async () =>
      messageSchema.parse(await (await apiRequest('POST', '/api/account/confirm-email', purpose === 'verify' ? { token, purpose } : { token })).json()).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync();
    } catch (err) {
      setError(isNetworkError(err) ? AUTH_MESSAGES.network : serverMessage(err, words.failed));
    }
  };
  const footerLink = user ? { href: '/profile', label: 'Back to your account' } : { href: '/login', label: 'Log in' };

  return (
    <AuthShell
      title={words.title}
      subtitle={words.subtitle}
      footer={
        <Link href={footerLink.href} className="font-semibold text-brand-600 hover:underline">
          {footerLink.label}
        </Link>
      }
    >
      {confirm.isSuccess ? (
        <Alert tone="success">{confirm.data}</Alert>
      ) : (
        <div className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Button className="w-full" size="lg" disabled={confirm.isPending} onClick={() => void onConfirm()}>
            {confirm.isPending ? words.busy : words.button}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
