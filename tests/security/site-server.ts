/**
 * The site's real HTTP server (server/app.ts: guards, page cache, slow-client limits, React Router)
 * started in this test process on a loopback port, around the app compiled from source by Vite
 * (npm test runs Vitest before the production build exists; compiling the app takes 10-20 s, over a
 * minute on a busy machine, hence the long beforeAll timeouts). The database is the test file's own
 * (tests/setup/temp-db.ts); set any other environment before calling it.
 *
 *   const site = await startSiteServer();
 *   const res = await fetch(`${site.url}/healthz`);
 *   await site.close();
 */
import type http from "node:http";
import net from "node:net";
import type { ServerBuild } from "react-router";

export interface SiteServer {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

export async function startSiteServer(): Promise<SiteServer> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: "vite.config.ts",
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const { createSiteServer } = await import("../../server/app");
  const server = createSiteServer(build);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A raw TCP connection from `localAddress` (127.0.0.2...: another client on the same machine). */
export function connect(port: number, localAddress = "127.0.0.2"): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves with how long the socket stayed open (ms), or `limitMs` if it is still open then. */
export function openFor(socket: net.Socket, limitMs: number): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(0);
    const timer = setTimeout(() => resolve(limitMs), limitMs);
    socket.on("error", () => {});
    // Whatever the server says is read, so its closing is seen.
    socket.resume();
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(performance.now() - start);
    });
  });
}
