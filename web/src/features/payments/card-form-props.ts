import type { RunConfirm } from './provider';

/** What a payment screen gives either provider's new-card form. */
export interface CardFormProps {
  clientSecret: string;
  amount: number;
  busy: boolean;
  /** True while the intent is being created again (another athlete or card): paying must wait. */
  disabled: boolean;
  /** The provider's message after a failed attempt. */
  error: string | null;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  /** Offer to keep the card (default true); the label of that box (default: for future bookings). */
  allowSave?: boolean;
  saveLabel?: string;
  onPay: (run: RunConfirm, save: boolean) => void;
}
