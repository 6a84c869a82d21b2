import { useUser } from '@/lib/use-user';
import { EmailLinkPage } from '@/features/auth/components/email-link-page';
import { ResumeNotice } from './guest-choice/resume-notice';
import { useResumeNext } from './guest-choice/use-resume-next';

/**
 * /verify-email/:token: the link e-mailed at sign-up (issue 16). Opened in the tab where the person
 * signed up as a guest with a choice waiting, it leads back to it once verified (issue 29).
 */
export default function VerifyEmailPage() {
  const { user } = useUser();
  const then = useResumeNext(user);
  return <EmailLinkPage purpose="verify" after={then && <ResumeNotice next={then} />} />;
}
