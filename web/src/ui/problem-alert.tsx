import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A checkout step that went wrong (no intent, paid but not booked, bought or joined): what failed,
 * the reason when there is one to add, and the buttons for what to do next.
 */
export function ProblemAlert({ title, message, children }: { title: string; message?: string; children: ReactNode }) {
  return (
    <Alert className="space-y-3">
      <p className="font-semibold">{title}</p>
      {message && <p>{message}</p>}
      <div className="flex flex-wrap gap-2">{children}</div>
    </Alert>
  );
}
