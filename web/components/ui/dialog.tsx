import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { ReactNode } from "react";

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, announced as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
}

/** A modal on Headless UI's Dialog: a sheet from the bottom on phones, centred from the sm breakpoint, focus kept inside. */
export function ModalDialog({ open, onClose, title, description, children }: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="max-h-full w-full max-w-md space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div>
            <DialogTitle className="text-xl font-semibold">{title}</DialogTitle>
            {description ? <Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</Description> : null}
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
