import { useParams, useSearch } from 'wouter';
import { ReminderAnswer } from '@/features/reminders/components/reminder-answer';

/** /reminder/:token?answer=yes|no: a session reminder's one-tap answer, no sign-in needed (issue 32, decision 048). */
export default function ReminderPage() {
  const { token = '' } = useParams<{ token: string }>();
  const answer = new URLSearchParams(useSearch()).get('answer');
  return <ReminderAnswer key={token} token={token} answer={answer === 'yes' || answer === 'no' ? answer : null} />;
}
