// Production server: Express around the React Router build, so we control headers, caching and
// compression (react-router-serve sends no security headers). `npm start` builds first, then runs
// `node server.js`, which loads this file through tsx.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { env } from "../app/server/env.server";
import { createSiteServer } from "./app";

const BUILD_DIR = path.resolve(env.BUILD_DIR);
const serverBuild = pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href;
/** A worker that could not listen exits with this: starting another would fail the same way. */
const LISTEN_FAILED = 78;
const LISTEN_BACKLOG = 4096;
/** Each worker's young-generation semi-space, MB (see below). */
const SEMI_SPACE_MB = 32;

if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  // The primary migrates and seeds once (by loading the build), then forks the workers that serve.
  await import(serverBuild);
  // A render makes a few MB of short-lived garbage. A young generation twice V8's default 16 MB lets
  // it die in about half as many scavenges; larger still, each pause grows (about 5 % of what is
  // allocated outlives a scavenge) and p99 rose at 64 MB (docs/performance.md). A flag given by the
  // operator (NODE_OPTIONS or the command line) wins.
  const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  if (!given.includes("--max-semi-space-size"))
    cluster.setupPrimary({
      execArgv: [...process.execArgv, `--max-semi-space-size=${SEMI_SPACE_MB}`],
    });
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (code === LISTEN_FAILED) {
      console.error("[server] a worker could not listen; stopping");
      process.exit(1);
    }
    console.error(`[server] worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
} else {
  // Importing the build runs migrations, the one-time seed and the first-admin check.
  const build = (await import(serverBuild)) as ServerBuild;
  serve(build);
}

function serve(build: ServerBuild) {
  const server = createSiteServer(build);

  server.on("error", (error: NodeJS.ErrnoException) => {
    const why =
      error.code === "EADDRINUSE"
        ? "the port is already in use"
        : error.code === "EACCES"
          ? "permission denied"
          : error.message;
    console.error(`[server] cannot listen on ${env.HOST}:${env.PORT}: ${why}`);
    process.exit(cluster.isWorker ? LISTEN_FAILED : 1);
  });
  // A deep queue of connections waiting to be accepted (the kernel caps it at net.core.somaxconn):
  // under a flood of reconnecting clients Node's default of 511 filled, and a visitor's connection
  // was then dropped and retried by its TCP stack after 1, 3, 7 s.
  server.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () =>
    console.log(`[server] listening on http://localhost:${env.PORT}`),
  );
  // A stop signal: stop taking connections and exit (exit handlers, such as the download counter's
  // flush, run on the way out).
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      server.close();
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 2_000).unref();
      server.on("close", () => process.exit(0));
    });
}
