import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/ui/button';

interface EditRemoveProps {
  /** What the row is, read after each button's words so the buttons of a list are told apart. */
  name: string;
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** The Edit and Remove buttons that end a staff list row. */
export function EditRemoveButtons({ name, editLabel, removeLabel, onEdit, onRemove }: EditRemoveProps) {
  return (
    <>
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
        {editLabel}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
        {removeLabel}
        <span className="sr-only"> {name}</span>
      </Button>
    </>
  );
}
