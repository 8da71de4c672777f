// A question before a change that cannot be taken back: Cancel, and the change as a danger button.
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type Props = {
  open: boolean;
  title: string;
  question: string;
  /** The danger button's label: the change itself ("Reset", "Disconnect"). */
  confirmLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmDialog({ open, title, question, confirmLabel, busy = false, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
}
