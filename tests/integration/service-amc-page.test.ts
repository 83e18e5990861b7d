// /amc: "Ask for an AMC quote" without JavaScript is a plain form post kept as a service inquiry.
import { expect, it } from "vitest";
import * as amc from "~/routes/site/amc";
import { countInquiries, listInquiries } from "~/server/models/inquiries.server";
import { args, form, settle, unwrap } from "./admin-test-helpers";

const fields = {
  plan: "comprehensive",
  printers: "3",
  models: "3 × ZD421",
  name: "Sunita Rao",
  email: "sunita@example.com",
  city: "Pune",
};

it("keeps an AMC request as a service inquiry naming the plan, and refuses a bad count whole", async () => {
  const before = countInquiries();
  const bad = unwrap(
    await settle(() => amc.action(args(form("/amc", { ...fields, printers: "0" })))),
  );
  expect(bad.status).toBe(400);
  expect(countInquiries()).toBe(before);

  const ok = unwrap<{ ok: boolean }>(await settle(() => amc.action(args(form("/amc", fields)))));
  expect(ok.data.ok).toBe(true);
  const stored = listInquiries({ perPage: 5 }).items[0];
  expect(stored.inquiry_type).toBe("service");
  expect(stored.subject).toBe("AMC quote: Comprehensive, 3 printer(s), Pune");
  expect(stored.message).toContain("Models: 3 × ZD421");
});
