import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SeoValidatorView } from "~/components/admin/seo/seo-validator-view";
import {
  SAMPLE_VALIDATION_REPORT,
  SAMPLE_VALIDATION_RULES,
} from "~/server/sample-data/backlinks.server";

function render(props: Parameters<typeof SeoValidatorView>[0]) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(SeoValidatorView, props) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
}

describe("SeoValidatorView", () => {
  it("shows the spinner 'Analyzing backlink profile...' until the report is set", () => {
    const html = render({
      report: null,
      rules: SAMPLE_VALIDATION_RULES,
      openRuleId: null,
      closeHref: "/",
    });
    expect(html).toContain("Analyzing backlink profile...");
    expect(html).not.toContain("Validation Results");
  });
  it("renders the report at once when it is set, without the undefined rule's card", () => {
    const html = render({
      report: SAMPLE_VALIDATION_REPORT,
      rules: SAMPLE_VALIDATION_RULES,
      openRuleId: null,
      closeHref: "/",
    });
    expect(html).not.toContain("Analyzing backlink profile...");
    expect(html).toContain("Validation Results");
    expect(html.match(/data-testid="rule-card"/g)).toHaveLength(6);
    expect(html).not.toContain("social_signals");
    expect(html).not.toContain("Detailed Analysis");
  });
  it("renders the detail section for ?rule= of a defined rule only", () => {
    const base = {
      report: SAMPLE_VALIDATION_REPORT,
      rules: SAMPLE_VALIDATION_RULES,
      closeHref: "/",
    };
    expect(render({ ...base, openRuleId: "link_velocity" })).toContain("Detailed Analysis");
    expect(render({ ...base, openRuleId: "social_signals" })).not.toContain("Detailed Analysis");
  });
});
