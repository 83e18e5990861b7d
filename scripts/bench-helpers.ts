// What the bench scripts share: their `--name value` options and a load run that asks as a browser
// does, so each script measures the same thing the same way.
import autocannon from "autocannon";

const args = process.argv.slice(2);

/** The value given after `--name` on the command line, if any. */
export function option(name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Whether `--name` is on the command line. */
export const flag = (name: string) => args.includes(name);

/** Requests a client sends over one connection before it opens a new one. */
export const REQUESTS_PER_CONNECTION = 50;

/**
 * `connections` clients asking for `url` for `duration` seconds with what a browser sends, so the
 * server compresses as it would for a visitor. Each client opens a new connection every
 * REQUESTS_PER_CONNECTION requests, as a stream of visitors does: a client that kept one connection
 * for thousands of requests would (1) pass the server's cap of 1,000 requests a connection, which
 * Node answers with 503 to a client that ignores its `Connection: close` (autocannon does; browsers
 * and proxies do not), and (2) freeze the split of connections between the server's processes for
 * the whole run: the cluster hands out 8 connections opened at once unevenly (5 and 3 in three
 * draws of five; one bench run had a connection pass 1,000 requests within the first 3,448 answers,
 * so nearly one process of its own), and a run's p99 was the busier process's queue.
 */
export function loadLikeBrowser(
  url: string,
  duration: number,
  connections: number,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // reconnectRate is an autocannon option its type declarations leave out.
    const options: autocannon.Options & { reconnectRate: number } = {
      url,
      connections,
      duration,
      reconnectRate: REQUESTS_PER_CONNECTION,
      headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" },
    };
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
