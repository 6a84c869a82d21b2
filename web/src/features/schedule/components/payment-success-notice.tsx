import { CircleCheck, X } from 'lucide-react';
import { Link } from 'wouter';

/** Part 1, section 8: shown at the top of the schedule when checkout returns with ?payment=success. */
export function PaymentSuccessNotice({ onDismiss, showSessionsLink }: { onDismiss: () => void; showSessionsLink: boolean }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 shadow-sm">
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-bold">Payment Successful</p>
        <p className="text-sm">Your training session has been booked!</p>
        {showSessionsLink && (
          <Link href="/sessions" className="mt-1 inline-block text-sm font-semibold text-green-800 underline underline-offset-2 hover:text-green-950">
            View my sessions
          </Link>
        )}
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss payment notice" className="rounded-md p-1 text-green-800 hover:bg-green-100">
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
