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

/** Requests a client sends over one connection before it opens a new one: under the server's cap. */
export const REQUESTS_PER_CONNECTION = 500;

/**
 * `connections` clients asking for `url` for `duration` seconds with what a browser sends, so the
 * server compresses as it would for a visitor. Each client opens a new connection every
 * REQUESTS_PER_CONNECTION requests: the server closes a connection after 1,000 requests (it says
 * `Connection: close`), and Node answers 503 to whatever a client sends on it afterwards; browsers
 * and proxies reconnect, autocannon does not. (A bench run at 100,000 products counted 95,957 such
 * 503s for one page: with 8 connections opened at once, the cluster split them 5 and 3 in three
 * draws of five, so one connection can carry far more than an eighth of the requests.)
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
