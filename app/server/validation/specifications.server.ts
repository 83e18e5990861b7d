import { z } from "zod";
import { specRowsOf } from "~/lib/spec-rows";
import { optionalText } from "./fields.server";

/**
 * One specification as the product form's row editor holds it: its inputs take `maxLength` from
 * here (formConstraintsOf), and every part of a saved text is checked with it, from the form, /api
 * or a CSV import alike.
 */
export const specificationRow = z.object({
  name: z.string().max(100, "its name is at most 100 characters"),
  value: z.string().max(500, "its value is at most 500 characters"),
});

/** The specifications text: at most 10,000 characters, each part held to specificationRow. */
export const specificationsText = optionalText("Specifications", 10000).superRefine((text, ctx) => {
  if (!text) return;
  specRowsOf(text).forEach((row, i) => {
    const checked = specificationRow.safeParse(row);
    if (checked.success) return;
    const which = row.name ? ` (${row.name.slice(0, 40)})` : "";
    ctx.addIssue({
      code: "custom",
      message: `Specification ${i + 1}${which}: ${checked.error.issues[0].message}`,
    });
  });
});
