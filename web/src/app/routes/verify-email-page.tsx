import { EmailLinkPage } from '@/features/auth/components/email-link-page';

/** /verify-email/:token: the link e-mailed at sign-up (issue 16). */
export default function VerifyEmailPage() {
  return <EmailLinkPage purpose="verify" />;
}
