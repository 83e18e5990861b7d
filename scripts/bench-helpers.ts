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

/**
 * `connections` clients asking for `url` for `duration` seconds with what a browser sends, so the
 * server compresses as it would for a visitor.
 */
export function loadLikeBrowser(
  url: string,
  duration: number,
  connections: number,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
