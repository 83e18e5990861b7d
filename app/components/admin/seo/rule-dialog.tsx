import { useEffect, useRef } from "react";
import type { ValidationResult, ValidationRule } from "~/lib/seo-score";
import { RuleDetail } from "./rule-detail";

/**
 * The 'Detailed Analysis' modal (JavaScript only). A native <dialog> opened with showModal, so focus
 * is trapped and Escape closes it; a click on the overlay (the dialog element itself, outside the
 * panel) or on 'Close' closes it too.
 */
export function RuleDialog({
  entry,
  onClose,
}: {
  entry: { rule: ValidationRule; result: ValidationResult } | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (entry && !dialog.open) dialog.showModal();
    if (!entry && dialog.open) dialog.close();
  }, [entry]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="rule-dialog-title"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto w-full max-w-2xl rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      {entry ? (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <RuleDetail rule={entry.rule} result={entry.result} titleId="rule-dialog-title" />
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
            >
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
