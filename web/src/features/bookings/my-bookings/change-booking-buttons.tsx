import { Button } from '@/ui/button';

interface ChangeBookingButtonsProps {
  reschedule: string;
  cancel: string;
  /** For screen readers after each button: which session ("Basketball Elite on ..."). */
  which: string;
  onReschedule: () => void;
  onCancel: () => void;
}

/** Reschedule and Cancel of an upcoming booking, side by side (half the width each on phones). */
export function ChangeBookingButtons({ reschedule, cancel, which, onReschedule, onCancel }: ChangeBookingButtonsProps) {
  return (
    <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
      <Button variant="outline" size="sm" onClick={onReschedule}>
        {reschedule}
        <span className="sr-only">{which}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel} className="text-red-700 hover:bg-red-50">
        {cancel}
        <span className="sr-only">{which}</span>
      </Button>
    </div>
  );
}
