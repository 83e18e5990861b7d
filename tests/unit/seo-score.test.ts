import { describe, expect, it } from "vitest";
import {
  daBand,
  dofollowInRange,
  outreachStatusText,
  previewSuggestions,
  scoreColour,
  scoreLabel,
  severityColour,
  visibleResults,
  type ValidationResult,
  type ValidationRule,
} from "~/lib/seo-score";
import {
  SAMPLE_VALIDATION_REPORT,
  SAMPLE_VALIDATION_RULES,
} from "~/server/sample-data/backlinks.server";

describe("score colour", () => {
  it("is green from 80, amber from 60 to 79, red below 60", () => {
    expect(scoreColour(100)).toBe("green");
    expect(scoreColour(80)).toBe("green");
    expect(scoreColour(79.9)).toBe("amber");
    expect(scoreColour(79)).toBe("amber");
    expect(scoreColour(60)).toBe("amber");
    expect(scoreColour(59.9)).toBe("red");
    expect(scoreColour(59)).toBe("red");
    expect(scoreColour(0)).toBe("red");
  });
});

describe("score label", () => {
  it("is Excellent from 90, Good from 80, Fair from 70, Poor from 60, else Critical", () => {
    expect(scoreLabel(100)).toBe("Excellent");
    expect(scoreLabel(90)).toBe("Excellent");
    expect(scoreLabel(89)).toBe("Good");
    expect(scoreLabel(82)).toBe("Good");
    expect(scoreLabel(80)).toBe("Good");
    expect(scoreLabel(79.5)).toBe("Fair");
    expect(scoreLabel(70)).toBe("Fair");
    expect(scoreLabel(69)).toBe("Poor");
    expect(scoreLabel(60)).toBe("Poor");
    expect(scoreLabel(59)).toBe("Critical");
    expect(scoreLabel(0)).toBe("Critical");
  });
});

describe("severity colours", () => {
  it("maps critical to red, warning to amber and info to blue", () => {
    expect(severityColour("critical")).toBe("red");
    expect(severityColour("warning")).toBe("amber");
    expect(severityColour("info")).toBe("blue");
  });
});

describe("rule guidance", () => {
  it("bands DA: high 50+, medium 30-49, low below 30", () => {
    expect(daBand(100)).toBe("high");
    expect(daBand(50)).toBe("high");
    expect(daBand(49)).toBe("medium");
    expect(daBand(30)).toBe("medium");
    expect(daBand(29)).toBe("low");
    expect(daBand(0)).toBe("low");
  });
  it("wants the dofollow share between 70 and 80 percent, ends included", () => {
    expect(dofollowInRange(70)).toBe(true);
    expect(dofollowInRange(78.5)).toBe(true);
    expect(dofollowInRange(80)).toBe(true);
    expect(dofollowInRange(69.9)).toBe(false);
    expect(dofollowInRange(80.1)).toBe(false);
  });
});

describe("outreach status text", () => {
  it("shows every underscore as a space", () => {
    expect(outreachStatusText("not_contacted")).toBe("not contacted");
    expect(outreachStatusText("follow_up_sent")).toBe("follow up sent");
    expect(outreachStatusText("contacted")).toBe("contacted");
  });
});

const rule = (id: string): ValidationRule => ({
  id,
  name: id,
  description: "",
  type: "anchor_text",
  severity: "critical",
  weight: 10,
  isActive: true,
});
const result = (rule_id: string): ValidationResult => ({
  rule_id,
  passed: true,
  score: 90,
  message: "",
  suggestions: [],
});

describe("visible results", () => {
  it("drops results whose rule_id has no definition and keeps the report's order", () => {
    const shown = visibleResults(
      [result("b"), result("ghost"), result("a")],
      [rule("a"), rule("b")],
    );
    expect(shown.map((e) => e.result.rule_id)).toEqual(["b", "a"]);
    expect(shown.map((e) => e.rule.id)).toEqual(["b", "a"]);
  });
  it("shows nothing without definitions", () => {
    expect(visibleResults([result("a")], [])).toEqual([]);
  });
});

describe("preview suggestions", () => {
  it("keeps only the first two", () => {
    expect(previewSuggestions(["1", "2", "3", "4"])).toEqual(["1", "2"]);
    expect(previewSuggestions(["1"])).toEqual(["1"]);
    expect(previewSuggestions([])).toEqual([]);
  });
});

describe("the sample validation data", () => {
  it("defines the six rules with their severities and weights 25/20/20/15/20/10", () => {
    expect(SAMPLE_VALIDATION_RULES.map((r) => [r.id, r.severity, r.weight])).toEqual([
      ["anchor_diversity", "critical", 25],
      ["dofollow_ratio", "critical", 20],
      ["link_placement", "critical", 20],
      ["domain_authority", "warning", 15],
      ["content_relevance", "critical", 20],
      ["link_velocity", "warning", 10],
    ]);
  });
  it("hard-codes the report: overall 82 (Good, green), dofollow 78.5%, nofollow 21.5%", () => {
    expect(SAMPLE_VALIDATION_REPORT.overall_score).toBe(82);
    expect(scoreLabel(SAMPLE_VALIDATION_REPORT.overall_score)).toBe("Good");
    expect(scoreColour(SAMPLE_VALIDATION_REPORT.overall_score)).toBe("green");
    expect(SAMPLE_VALIDATION_REPORT.dofollow_ratio).toBe(78.5);
    expect(SAMPLE_VALIDATION_REPORT.nofollow_ratio).toBe(21.5);
  });
  it("holds exactly one result without a definition, which is hidden", () => {
    const all = SAMPLE_VALIDATION_REPORT.validation_results;
    const shown = visibleResults(all, SAMPLE_VALIDATION_RULES);
    expect(all.length - shown.length).toBe(1);
    expect(shown.map((e) => e.rule.id)).not.toContain("social_signals");
    expect(all.map((r) => r.rule_id)).toContain("social_signals");
  });
});
