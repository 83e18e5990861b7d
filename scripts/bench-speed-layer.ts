// What the speed layer saves, over HTTP: the production build served three ways on one demo
// database, asked for the same pages in turn: as deployed (SPEED_LAYER=1, page cache on), the
// layer's render pieces alone (PAGE_CACHE=0: routes split by first segment, the trimmed render
// manifest, the batched document) and React Router's plain path (SPEED_LAYER=0). Prints the server
// process's CPU (user + system, /proc/<pid>/stat) per request, median of the rounds, per page.
//
//   npm run build && npx tsx scripts/bench-speed-layer.ts [rounds] [requests a round]
//
// Requests go one at a time, so the figure is the server's work, not queueing; the servers take
// turns a round at a time, so a change in the machine's load weighs on each alike.
import fs from "node:fs";
import os from "node:os";
import { startServer, type RunningServer } from "../tests/security/server-helper";

const rounds = Number(process.argv[2] ?? 15);
const perRound = Number(process.argv[3] ?? 40);
const PATHS = ["/", "/about", "/labels", "/products", "/search?q=zebra+printer", "/blogs"];
const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function ask(server: RunningServer, path: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function main() {
  const deployed = await startServer();
  const servers: [string, RunningServer][] = [
    ["deployed (layer on, page cache on)", deployed],
    [
      "layer on, PAGE_CACHE=0",
      await startServer({ dataDir: deployed.dataDir, env: { PAGE_CACHE: "0" } }),
    ],
    ["SPEED_LAYER=0", await startServer({ dataDir: deployed.dataDir, env: { SPEED_LAYER: "0" } })],
  ];
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model}; load average ${load()} at the start`);
  try {
    for (const path of PATHS) {
      for (const [, s] of servers) await ask(s, path, 30);
      const samples = servers.map(() => [] as number[]);
      for (let r = 0; r < rounds; r++)
        for (const [i, [, s]] of servers.entries()) {
          const before = cpuMs(s.process.pid!);
          await ask(s, path, perRound);
          samples[i].push((cpuMs(s.process.pid!) - before) / perRound);
        }
      const medians = samples.map(
        (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)],
      );
      console.log(
        `${path.padEnd(26)} ${servers.map(([name], i) => `${name}: ${medians[i].toFixed(2)} ms`).join(" | ")}  (load ${load()})`,
      );
    }
  } finally {
    for (const [, s] of servers) await s.stop();
  }
}

await main();
