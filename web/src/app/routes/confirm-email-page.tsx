import { EmailLinkPage } from '@/features/auth/components/email-link-page';

/** /confirm-email/:token: the link sent to a new e-mail address (issue 16). */
export default function ConfirmEmailPage() {
  return <EmailLinkPage purpose="change" />;
}
