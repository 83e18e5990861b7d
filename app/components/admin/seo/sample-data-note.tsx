/** Says plainly that a screen shows sample data (the backlink screens are not connected to a provider). */
export function SampleDataNote({ children }: { children?: React.ReactNode }) {
  return (
    <p
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="sample-data-note"
    >
      <strong className="font-semibold">Sample data.</strong>{" "}
      {children ??
        "This screen is not connected to a backlink provider yet; the figures are examples."}
    </p>
  );
}

/** The spinner with a message, announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-primary"
      />
      <p className="text-sm font-medium text-secondary">{label}</p>
    </div>
  );
}
