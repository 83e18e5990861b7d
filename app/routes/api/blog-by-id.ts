import { methodNotAllowed } from "~/server/http/responses.server";
import type { Route } from "./+types/blog-by-id";
import { blogByIdAnswer } from "./blog-answer.server";

/** GET /api/blogs/id/{id}: a published post, or a draft to an admin. */
export const loader = ({ request, params }: Route.LoaderArgs) => blogByIdAnswer(request, params.id);

/** A read-only path: every write is refused, naming GET. */
export const action = () => methodNotAllowed(["GET"]);
