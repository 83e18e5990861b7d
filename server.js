// `node server.js` starts the production server, written in TypeScript in server/ (typechecked and
// linted with the app, sharing its environment and rules): tsx compiles it as it loads.
import { register } from "tsx/esm/api";

register();
await import("./server/index.ts");
