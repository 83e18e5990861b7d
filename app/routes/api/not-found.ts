import { jsonError } from "~/server/http/responses.server";

// Any /api path no other route claims: JSON, never the HTML 404 page.
export const loader = () => jsonError(404, "Not found");
export const action = () => jsonError(404, "Not found");
