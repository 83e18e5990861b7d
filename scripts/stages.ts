// `npm test`: runs the named npm scripts one after another, stopping at the first that fails, and
// says how long each took, so a slow stage (and CI's time budget) is visible at a glance.
import { spawnSync } from "node:child_process";

const stages = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const times: string[] = [];
let status = 0;
for (const stage of stages) {
  const started = performance.now();
  const run = spawnSync(npm, ["run", stage], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  status = run.status ?? 1;
  times.push(`${stage} ${seconds.toFixed(0)} s${status === 0 ? "" : " (failed)"}`);
  console.log(
    `[stages] ${stage}: ${seconds.toFixed(1)} s${status === 0 ? "" : `, exit ${status}`}`,
  );
  if (status !== 0) break;
}
console.log(`[stages] ${times.join(", ")}`);
process.exit(status);
