import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { AUTH_MESSAGES } from '@common/auth';
import { apiRequest, isNetworkError, serverMessage } from '@/lib/api';
import { USER_KEY } from '@/lib/signed-out';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { AuthShell } from './components/auth-shell';

/**
 * The link sent to a new e-mail address (issue 16). A button rather than a change on page load:
 * mail scanners open links, and must not confirm anything by doing so.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: async () => ((await (await apiRequest('POST', '/api/account/confirm-email', { token })).json()) as { message: string }).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync();
    } catch (err) {
      setError(isNetworkError(err) ? AUTH_MESSAGES.network : serverMessage(err, 'The address could not be confirmed. Please try again.'));
    }
  };

  return (
    <AuthShell
      title="Confirm your new e-mail address"
      subtitle="Your account's e-mail address changes to this inbox's address when you confirm."
      footer={user ? <Link href="/profile" className="font-semibold text-brand-600 hover:underline">Back to your account</Link> : <Link href="/login" className="font-semibold text-brand-600 hover:underline">Log in</Link>}
    >
      {confirm.isSuccess ? (
        <Alert tone="success">{confirm.data}</Alert>
      ) : (
        <div className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Button className="w-full" size="lg" disabled={confirm.isPending} onClick={() => void onConfirm()}>
            {confirm.isPending ? 'Confirming...' : 'Confirm new e-mail address'}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
