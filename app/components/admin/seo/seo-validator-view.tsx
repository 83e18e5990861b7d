import { useState } from "react";
import { Link } from "react-router";
import {
  dofollowInRange,
  scoreColour,
  scoreLabel,
  visibleResults,
  type ValidationReport,
  type ValidationRule,
} from "~/lib/seo-score";
import { RuleCard } from "./rule-card";
import { RuleDetail } from "./rule-detail";
import { RuleDialog } from "./rule-dialog";
import { Spinner } from "./sample-data-note";
import { scoreBar, scoreRing, scoreText } from "./tones";

function MetricCard({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="metric-card"
    >
      <p className="text-sm font-medium text-secondary">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-secondary">{note}</p>
    </li>
  );
}

/**
 * The SEO validator's body. `report` null is the loading state ('Analyzing backlink
 * profile...'); the loader sets it before the first render, so the page normally never shows it.
 * `openRuleId` (from ?rule=) shows a rule's detail as a section, the no-JavaScript way in; its
 * 'Close' goes to `closeHref`. With JavaScript a card click opens the dialog instead.
 */
export function SeoValidatorView({
  report,
  rules,
  openRuleId,
  closeHref,
}: {
  report: ValidationReport | null;
  rules: readonly ValidationRule[];
  openRuleId: string | null;
  closeHref: string;
}) {
  const [dialogRuleId, setDialogRuleId] = useState<string | null>(null);
  if (!report) return <Spinner label="Analyzing backlink profile..." />;

  const entries = visibleResults(report.validation_results, rules);
  const pageEntry = entries.find((e) => e.rule.id === openRuleId) ?? null;
  const dialogEntry = entries.find((e) => e.rule.id === dialogRuleId) ?? null;
  const tone = scoreColour(report.overall_score);
  const dist = report.domain_authority_distribution;
  const closeClass =
    "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="overall-score-heading"
        data-testid="overall-score"
        data-tone={tone}
        className={`flex flex-wrap items-center gap-6 rounded-xl border-2 p-6 ${scoreRing[tone]}`}
      >
        <div className="text-center">
          <p className={`text-5xl font-bold ${scoreText[tone]}`}>
            {report.overall_score}
            <span className="text-xl font-semibold text-slate-500">/100</span>
          </p>
          <p className={`mt-1 text-lg font-semibold ${scoreText[tone]}`} data-testid="score-label">
            {scoreLabel(report.overall_score)}
          </p>
        </div>
        <div className="min-w-56 flex-1">
          <h2 id="overall-score-heading" className="text-lg font-semibold text-slate-900">
            Overall SEO Score
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The weighted result of {entries.length} best-practice rules over the backlink profile.
          </p>
          <div className="mt-3 h-3 rounded-full bg-white/70" aria-hidden="true">
            <div
              className={`h-3 rounded-full ${scoreBar[tone]}`}
              style={{ width: `${Math.min(100, Math.max(0, report.overall_score))}%` }}
            />
          </div>
        </div>
      </section>

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Profile metrics">
        <MetricCard
          label="Total Backlinks"
          value={String(report.total_links)}
          note={`High DA ${dist.high} · Medium ${dist.medium} · Low ${dist.low}`}
        />
        <MetricCard
          label="Dofollow Ratio"
          value={`${report.dofollow_ratio}%`}
          note={`Nofollow ${report.nofollow_ratio}% · ${
            dofollowInRange(report.dofollow_ratio) ? "within" : "outside"
          } the 70-80% target`}
        />
        <MetricCard
          label="Anchor Diversity"
          value={`${report.anchor_text_diversity}%`}
          note="Share of distinct anchor texts"
        />
        <MetricCard
          label="Content Relevance"
          value={`${report.content_relevance_score}%`}
          note="Linking pages on related topics"
        />
      </ul>

      <section aria-labelledby="validation-results-heading">
        <h2 id="validation-results-heading" className="mb-4 text-lg font-semibold text-slate-900">
          Validation Results
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {entries.map(({ rule, result }) => (
            <li key={rule.id}>
              <RuleCard rule={rule} result={result} onOpen={() => setDialogRuleId(rule.id)} />
            </li>
          ))}
        </ul>
      </section>

      {pageEntry ? (
        <section
          id="detailed-analysis"
          aria-labelledby="rule-section-title"
          className="rounded-xl border-2 border-primary bg-white p-6 shadow-sm"
        >
          <RuleDetail
            rule={pageEntry.rule}
            result={pageEntry.result}
            titleId="rule-section-title"
          />
          <div className="mt-6 flex justify-end">
            <Link to={closeHref} preventScrollReset className={closeClass}>
              Close
            </Link>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="recommendations-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
          Recommendations
        </h2>
        <ol className="mt-4 space-y-3" data-testid="recommendations">
          {report.recommendations.map((r, i) => (
            <li key={r} className="flex gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-white"
              >
                {i + 1}
              </span>
              <span>{r}</span>
            </li>
          ))}
        </ol>
      </section>

      <RuleDialog entry={dialogEntry} onClose={() => setDialogRuleId(null)} />
    </div>
  );
}
