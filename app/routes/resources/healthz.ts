import { sql } from "drizzle-orm";
import { db } from "~/server/db.server";

/** 200 with a small JSON body once the database answers; 503 otherwise. */
export function loader() {
  try {
    db.get(sql`select 1`);
    return Response.json(
      { status: "ok", database: "ok" },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch {
    return Response.json({ status: "error", database: "unavailable" }, { status: 503 });
  }
}
