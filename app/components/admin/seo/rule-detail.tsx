import {
  scoreColour,
  severityColour,
  type ValidationResult,
  type ValidationRule,
} from "~/lib/seo-score";
import { pill, scoreText, severityBadge } from "./tones";

/**
 * The 'Detailed Analysis' content of one rule: description, current status message, score/100, every
 * suggestion and the examples. Shown in the dialog (JavaScript) or in a section (?rule=, no JavaScript).
 */
export function RuleDetail({
  rule,
  result,
  titleId,
}: {
  rule: ValidationRule;
  result: ValidationResult;
  titleId: string;
}) {
  const h3 = "text-sm font-semibold uppercase tracking-wide text-slate-500";
  return (
    <div data-testid="rule-detail" data-rule={rule.id}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        Detailed Analysis
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold text-slate-800">{rule.name}</p>
        <span className={`${pill} ${severityBadge[severityColour(rule.severity)]}`}>
          {rule.severity}
        </span>
        <span
          className={`${pill} ${result.passed ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}
        >
          {result.passed ? "Passed" : "Failed"}
        </span>
      </div>
      <div className="mt-5 space-y-5">
        <section>
          <h3 className={h3}>Description</h3>
          <p className="mt-1 text-slate-700">{rule.description}</p>
        </section>
        <section>
          <h3 className={h3}>Current Status</h3>
          <p className="mt-1 text-slate-700">{result.message}</p>
        </section>
        <section>
          <h3 className={h3}>Score</h3>
          <p className={`mt-1 text-2xl font-bold ${scoreText[scoreColour(result.score)]}`}>
            {result.score}/100
          </p>
        </section>
        <section>
          <h3 className={h3}>Suggestions</h3>
          <ul
            className="mt-1 list-disc space-y-1 pl-5 text-slate-700"
            data-testid="all-suggestions"
          >
            {result.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
        {result.examples && result.examples.length > 0 ? (
          <section>
            <h3 className={h3}>Examples</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {result.examples.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
