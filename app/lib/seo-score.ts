// The backlink and SEO validator rules (score colour and label, severity colours, rule
// guidance), as plain functions shared by the server and the browser. The screens map the tones
// returned here to their own classes, so the thresholds live only in this file.

/** A validation rule definition. */
export interface ValidationRule {
  id: string;
  name: string;
  description: string;
  type: "anchor_text" | "link_placement" | "domain_quality" | "content_relevance";
  severity: Severity;
  weight: number;
  isActive: boolean;
}

/** The outcome of one rule in a report. */
export interface ValidationResult {
  rule_id: string;
  passed: boolean;
  score: number;
  message: string;
  suggestions: string[];
  examples?: string[];
}

/** The validation report of a backlink profile. Ratios and scores are percentages. */
export interface ValidationReport {
  total_links: number;
  dofollow_ratio: number;
  nofollow_ratio: number;
  anchor_text_diversity: number;
  domain_authority_distribution: { high: number; medium: number; low: number };
  link_placement_quality: number;
  content_relevance_score: number;
  overall_score: number;
  validation_results: ValidationResult[];
  recommendations: string[];
}

export type Severity = "critical" | "warning" | "info";
export type ScoreTone = "green" | "amber" | "red";
export type SeverityTone = "red" | "amber" | "blue";
export type ScoreLabel = "Excellent" | "Good" | "Fair" | "Poor" | "Critical";
export type DaBand = "high" | "medium" | "low";

/** Score colour: 80 and above green, 60 to 79 amber, below 60 red. */
export function scoreColour(score: number): ScoreTone {
  if (score >= 80) return "green";
  if (score >= 60) return "amber";
  return "red";
}

/** Score label: 90+ Excellent, 80+ Good, 70+ Fair, 60+ Poor, else Critical. */
export function scoreLabel(score: number): ScoreLabel {
  if (score >= 90) return "Excellent";
  if (score >= 80) return "Good";
  if (score >= 70) return "Fair";
  if (score >= 60) return "Poor";
  return "Critical";
}

/** Severity colours: critical red, warning amber, info blue. */
export function severityColour(severity: Severity): SeverityTone {
  if (severity === "critical") return "red";
  if (severity === "warning") return "amber";
  return "blue";
}

/** Rule guidance: high DA is 50+, medium 30-49, low below 30. */
export function daBand(domainAuthority: number): DaBand {
  if (domainAuthority >= 50) return "high";
  if (domainAuthority >= 30) return "medium";
  return "low";
}

/** Rule guidance: the dofollow share should be 70-80%. */
export function dofollowInRange(ratio: number): boolean {
  return ratio >= 70 && ratio <= 80;
}

/** Outreach statuses are only displayed, with the underscore shown as a space. */
export function outreachStatusText(status: string): string {
  return status.replace(/_/g, " ");
}

/**
 * Rule cards whose rule_id has no matching definition are not shown. Each kept result comes
 * with its definition, in the report's order.
 */
export function visibleResults(
  results: readonly ValidationResult[],
  rules: readonly ValidationRule[],
): { result: ValidationResult; rule: ValidationRule }[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  return results.flatMap((result) => {
    const rule = byId.get(result.rule_id);
    return rule ? [{ result, rule }] : [];
  });
}

/** A rule card shows only the first two suggestions (the dialog shows them all). */
export function previewSuggestions(suggestions: readonly string[]): string[] {
  return suggestions.slice(0, 2);
}
