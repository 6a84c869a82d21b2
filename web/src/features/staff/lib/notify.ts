import { serverMessage } from '@/lib/api';
import { toast } from '@/ui/toast-store';

/** Every staff change ends in one toast: 'Saved' (or the server's own message), or 'Error' with the server's reason. */
export function notifySaved(description?: string, title = 'Saved'): void {
  toast({ title, description });
}

export function notifyError(error: unknown, fallback = 'The change could not be saved. Please try again.'): void {
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'error' });
}
