// `node server.js` starts the production server, written in TypeScript in server/ (typechecked and
// linted with the app, sharing its environment and rules): tsx compiles it as it loads.
import { register } from "tsx/esm/api";

// This file serves the production build, so it serves it as production unless told otherwise:
// React's production renderer, the __Host- cookies, HSTS. NODE_ENV=development is still honoured.
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

register();
// A real host without SESSION_SECRET stops here with one line, before anything is migrated or served.
const { sessionSecretProblem } = await import("./app/server/auth/session-secret-rule.server.ts");
const problem = sessionSecretProblem();
if (problem) {
  console.error(`[server] ${problem}`);
  process.exit(1);
}
await import("./server/index.ts");
