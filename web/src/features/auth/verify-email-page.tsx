import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { AUTH_MESSAGES, messageSchema } from '@common/auth';
import { apiRequest, isNetworkError, serverMessage } from '@/lib/api';
import { USER_KEY } from '@/lib/signed-out';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { AuthShell } from './components/auth-shell';

/**
 * /verify-email/:token, the link e-mailed at sign-up (issue 16). Like the e-mail change link, it
 * acts on a button press, not on page load: mail scanners open links and must not verify anything.
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: async () => messageSchema.parse(await (await apiRequest('POST', '/api/account/confirm-email', { token, purpose: 'verify' })).json()).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync();
    } catch (err) {
      setError(isNetworkError(err) ? AUTH_MESSAGES.network : serverMessage(err, 'The address could not be verified. Please try again.'));
    }
  };

  return (
    <AuthShell
      title="Verify your e-mail address"
      subtitle="Confirm that this inbox is yours, so that you can accept invitations and get account e-mails."
      footer={
        user ? (
          <Link href="/profile" className="font-semibold text-brand-600 hover:underline">
            Back to your account
          </Link>
        ) : (
          <Link href="/login" className="font-semibold text-brand-600 hover:underline">
            Log in
          </Link>
        )
      }
    >
      {confirm.isSuccess ? (
        <Alert tone="success">{confirm.data}</Alert>
      ) : (
        <div className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Button className="w-full" size="lg" disabled={confirm.isPending} onClick={() => void onConfirm()}>
            {confirm.isPending ? 'Verifying...' : 'Verify my e-mail address'}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
