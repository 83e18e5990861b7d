import {
  previewSuggestions,
  severityColour,
  type ValidationResult,
  type ValidationRule,
} from "~/lib/seo-score";
import { pill, severityBadge } from "./tones";

/**
 * One rule in the 'Validation Results' grid, styled passed or failed, with the first two
 * suggestions. It is a link to ?rule=<id> (the detail without JavaScript); `onOpen` turns a plain
 * click into the dialog instead.
 */
export function RuleCard({
  rule,
  result,
  onOpen,
}: {
  rule: ValidationRule;
  result: ValidationResult;
  onOpen?: () => void;
}) {
  const tone = result.passed
    ? "border-green-300 bg-green-50 hover:border-green-500"
    : "border-red-300 bg-red-50 hover:border-red-500";
  return (
    <a
      href={`?rule=${encodeURIComponent(rule.id)}#detailed-analysis`}
      data-testid="rule-card"
      data-rule={rule.id}
      data-passed={result.passed}
      aria-haspopup={onOpen ? "dialog" : undefined}
      onClick={(e) => {
        // Modified clicks keep the link's own behaviour (new tab, new window).
        if (!onOpen || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen();
      }}
      className={`flex h-full flex-col rounded-xl border-2 p-5 shadow-sm transition hover:shadow ${tone}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{rule.name}</h3>
        <span
          className={`${pill} ${result.passed ? "bg-green-700 text-white" : "bg-red-700 text-white"}`}
        >
          {result.passed ? "Passed" : "Failed"}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className={`${pill} ${severityBadge[severityColour(rule.severity)]}`}>
          {rule.severity}
        </span>
        <span>Weight {rule.weight}</span>
        <span aria-hidden="true">·</span>
        <span>Score {result.score}/100</span>
      </div>
      <p className="mt-3 text-sm text-slate-700">{result.message}</p>
      <ul
        className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700"
        data-testid="card-suggestions"
      >
        {previewSuggestions(result.suggestions).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <span className="mt-auto pt-4 text-sm font-medium text-primary">View details</span>
    </a>
  );
}
