import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "@playwright/test";
import routes from "../../app/routes";
import { startServer, type RunningServer } from "../security/server-helper";

// Every /api path of app/routes.ts answers every method on purpose: what it takes, or 405 with an
// Allow header and {"error"}, and never a stack trace or a server path, in either mode the server
// runs in (`npm start` leaves NODE_ENV unset: development). Browser-free, so it runs once.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Statuses a client can act on. A 500 (or anything else) here is an accident. */
const DELIBERATE = new Set([200, 201, 304, 400, 401, 403, 404, 405, 409, 410, 413, 415, 429]);
/** A stack frame (raw or inside a JSON string), or a module path, in a body. */
const FRAME = /(?:\\n|\n)\s*at (?:\S+ \(|file:|\/|node:)|node_modules\/|file:\/\//;

/** Whether a body shows how the server is made: a stack frame or the server's own folder. */
function leaks(text: string): boolean {
  return FRAME.test(text) || text.includes(process.cwd());
}

interface ApiRoute {
  path: string;
  url: string;
}

/** The /api routes of app/routes.ts with a concrete URL: ids are `id`, other params a word. */
function apiRoutes(id: string): ApiRoute[] {
  const out: ApiRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.children?.length) walk(entry.children, path);
      if (!path.startsWith("api/")) continue;
      const url = path
        .split("/")
        .map((s) =>
          s === "*"
            ? "anything"
            : s.replace(/^:(\w+)\??$/, (_, n) => (n === "id" ? id : "anything")),
        )
        .join("/");
      out.push({ path, url: `/${url}` });
    }
  };
  walk(routes as RouteConfigEntry[], "");
  return out;
}

async function ask(
  server: RunningServer,
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body,
    redirect: "manual",
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function expectDeliberate(
  where: string,
  answer: { status: number; headers: Headers; text: string },
  method: string,
) {
  expect(
    DELIBERATE.has(answer.status),
    `${where}: status ${answer.status} ${answer.text.slice(0, 300)}`,
  ).toBe(true);
  expect(
    leaks(answer.text),
    `${where}: leaks a stack or a path: ${answer.text.slice(0, 300)}`,
  ).toBe(false);
  if (answer.status === 304) return;
  expect(answer.headers.get("content-type") ?? "", `${where}: JSON`).toMatch(/json/);
  const body = JSON.parse(answer.text) as unknown;
  if (answer.status >= 400) {
    expect(typeof (body as { error?: unknown }).error, `${where}: {"error": ...}`).toBe("string");
  }
  if (answer.status === 405) {
    const allow = answer.headers.get("allow");
    expect(allow, `${where}: Allow`).toBeTruthy();
    expect(allow!.split(/,\s*/), `${where}: Allow does not name the refused method`).not.toContain(
      method,
    );
  }
}

for (const mode of ["development", "production"]) {
  test.describe(`NODE_ENV=${mode}`, () => {
    test.describe.configure({ mode: "serial" });
    let server: RunningServer;
    let token: string;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      server = await startServer({ env: { NODE_ENV: mode } });
      token = await server.apiToken();
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("every /api route × GET, POST, PUT, PATCH, DELETE answers deliberately", async () => {
      test.setTimeout(120_000);
      const table = apiRoutes("1");
      expect(table.length).toBeGreaterThan(25);
      const allowed = new Map<string, Set<string>>();
      for (const route of table) {
        const taken = new Set<string>();
        for (const method of METHODS) {
          const body = method === "GET" || method === "DELETE" ? undefined : "{}";
          const anonymous = await ask(server, route.url, method, {}, body);
          expectDeliberate(`anonymous ${method} ${route.url}`, anonymous, method);
          if (anonymous.status !== 405) taken.add(method);
          // As the admin, on an id that does not exist: nothing seeded is changed; signing out
          // would end the token the rest of the walk uses.
          if (route.path.startsWith("api/auth/")) continue;
          const url = route.url.replace(/\/1(?=\/|$)/, "/999999");
          const admin = await ask(server, url, method, { Authorization: `Bearer ${token}` }, body);
          expectDeliberate(`admin ${method} ${url}`, admin, method);
          expect(admin.status === 405, `${method} ${route.path}: same methods for everyone`).toBe(
            anonymous.status === 405,
          );
        }
        allowed.set(route.path, taken);
      }
      // Allow names exactly the methods that are not refused.
      for (const route of table) {
        const refused = await ask(server, route.url, "PATCH", {}, "{}");
        const taken = allowed.get(route.path)!;
        if (refused.status !== 405) continue;
        const allow = new Set(refused.headers.get("allow")!.split(/,\s*/));
        allow.delete("HEAD");
        expect([...allow].sort(), route.path).toEqual([...taken].sort());
      }
      // The paths a client is most likely to misuse give the answers the README lists.
      expect((await ask(server, "/api/brands", "PATCH", {}, "{}")).headers.get("allow")).toBe(
        "GET, POST, HEAD",
      );
      expect((await ask(server, "/api/products/featured", "DELETE")).status).toBe(405);
    });

    test("GET of one brand, category, blog post or job by id returns it", async () => {
      for (const [list, one] of [
        ["/api/brands", "/api/brands/"],
        ["/api/categories", "/api/categories/"],
        ["/api/blogs", "/api/blogs/"],
        ["/api/jobs", "/api/jobs/"],
        ["/api/drivers", "/api/drivers/"],
      ] as const) {
        const listed = JSON.parse((await ask(server, list, "GET")).text) as
          { id: number; name?: string }[] | { data: { id: number }[] };
        const first = Array.isArray(listed) ? listed[0] : listed.data[0];
        expect(first, list).toBeTruthy();
        const answer = await ask(server, `${one}${first.id}`, "GET");
        expect(answer.status, `${one}${first.id}: ${answer.text.slice(0, 200)}`).toBe(200);
        expect(JSON.parse(answer.text)).toMatchObject({ id: first.id });
      }
      const missing = await ask(server, "/api/brands/999999", "GET");
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.text)).toEqual({ error: expect.any(String) });
    });

    test("a body type a route does not take is 415, for every route that reads a body", async () => {
      const admin = { Authorization: `Bearer ${token}` };
      // The issue's own case: text/plain to a form-or-JSON route.
      const plain = await fetch(`${server.url}/api/categories`, {
        method: "POST",
        headers: { ...admin, "Content-Type": "text/plain" },
        body: "name=x",
      });
      expect(plain.status).toBe(415);
      expect(((await plain.json()) as { error: string }).error).toMatch(/Content-Type/);
      for (const route of apiRoutes("1")) {
        // Paths that read no body (the catch-all, the removed subcategories, sign-out by token).
        if (["api/*", "api/auth/logout"].includes(route.path)) continue;
        if (route.path.startsWith("api/subcategories")) continue;
        for (const method of ["POST", "PUT"]) {
          const res = await fetch(`${server.url}${route.url}`, {
            method,
            headers: { ...admin, "Content-Type": "application/xml" },
            body: "<name>x</name>",
          });
          const text = await res.text();
          expect(leaks(text), `${method} ${route.url}: ${text.slice(0, 300)}`).toBe(false);
          // Refused for the method (405), the missing item (404: checked before the body is read),
          // or for its type: never "unreadable" (400) nor a failure.
          expect([404, 405, 415], `${method} ${route.url}: ${res.status} ${text}`).toContain(
            res.status,
          );
        }
      }
    });

    test("pages and data requests never carry a stack trace either", async () => {
      for (const [method, path] of [
        ["POST", "/about"],
        ["PUT", "/products"],
        ["DELETE", "/contact"],
        ["GET", "/nowhere/at/all.data"],
        ["POST", "/about.data"],
        ["GET", "/products/no-such-product"],
        ["PATCH", "/admin/products"],
      ] as const) {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            Origin: server.url,
            "Sec-Fetch-Site": "same-origin",
            ...(method === "GET" ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
          },
          body: method === "GET" ? undefined : "a=1",
          redirect: "manual",
        });
        const text = await res.text();
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(leaks(text), `${method} ${path}: ${text.slice(0, 300)}`).toBe(false);
      }
    });
  });
}
