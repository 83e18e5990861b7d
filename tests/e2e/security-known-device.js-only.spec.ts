import { expect, test } from "@playwright/test";
import { ADMIN, startServer, type RunningServer } from "../security/server-helper";

// The sign-in throttle refuses a failing address, right password or not, for 15 minutes. A browser
// that has signed in as the admin before carries a signed, httpOnly "known device" cookie and is
// counted on its own: the admin who shares an address with an attacker, or mistypes once during an
// attack, signs in from their own browser; an attacker without that cookie (a forged one included)
// is still refused. Over real HTTP against the production build; TRUST_PROXY=1 lets the test speak
// from several addresses through X-Forwarded-For, as a reverse proxy would.

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({ seed: false, env: { TRUST_PROXY: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(
  address: string,
  password: string,
  { cookie = "", username = ADMIN.username } = {},
) {
  const res = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ intent: "login", username, password }).toString(),
    redirect: "manual",
  });
  await res.text();
  return res;
}

/** The known-device cookie a successful sign-in set, as a Cookie header value. */
function deviceCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => /admin_device=/.test(c));
  expect(set, "a successful sign-in marks the browser as a known device").toBeTruthy();
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/Path=\/admin/i);
  expect(set).toMatch(/Max-Age=\d{7,}/i);
  return set!.split(";")[0];
}

test("a known device signs in while its address is locked; the attacker at that address is still refused", async () => {
  const office = "198.51.100.40";
  // The admin signed in from the office once, some day before.
  const first = await signIn(office, ADMIN.password);
  expect(first.status).toBe(303);
  const device = deviceCookie(first);

  // An attacker behind the same address fails five times: the address is locked.
  for (let i = 0; i < 5; i++) expect((await signIn(office, `guess-${i}`)).status).toBe(401);
  const locked = await signIn(office, ADMIN.password);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(60);

  // The admin mistypes once from the known browser: told the password is wrong, not locked out...
  expect((await signIn(office, "typo-password", { cookie: device })).status).toBe(401);
  // ...and the right password lets them in, with a session.
  const back = await signIn(office, ADMIN.password, { cookie: device });
  expect(back.status).toBe(303);
  expect(back.headers.getSetCookie().some((c) => /admin_session=/.test(c))).toBe(true);

  // The attacker still cannot: neither without the cookie, nor with a forged or altered one.
  expect((await signIn(office, ADMIN.password)).status).toBe(429);
  const [name, value] = device.split("=");
  expect(
    (await signIn(office, ADMIN.password, { cookie: `${name}=${value.slice(0, -4)}AAAA` })).status,
  ).toBe(429);
  const forged = Buffer.from(JSON.stringify({ u: "admin", d: "0".repeat(32) })).toString("base64");
  expect((await signIn(office, ADMIN.password, { cookie: `${name}=${forged}` })).status).toBe(429);
});

test("a known device has its own count: five failures with it lock it, and only it", async () => {
  const home = "198.51.100.41";
  const device = deviceCookie(await signIn(home, ADMIN.password));
  for (let i = 0; i < 5; i++)
    expect((await signIn(home, `wrong-${i}`, { cookie: device })).status).toBe(401);
  const locked = await signIn(home, ADMIN.password, { cookie: device });
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  // Those failures were the device's, not the address's: the address itself is not locked.
  expect((await signIn(home, ADMIN.password)).status).toBe(303);
  // A device known for one username does nothing for another.
  const other = "198.51.100.42";
  const otherDevice = deviceCookie(await signIn(other, ADMIN.password));
  for (let i = 0; i < 5; i++)
    expect((await signIn(other, "x-wrong", { username: "someone-else" })).status).toBe(401);
  expect(
    (await signIn(other, "x-wrong", { username: "someone-else", cookie: otherDevice })).status,
  ).toBe(429);
});

test("when a username is under attack from many addresses, the admin's known device still signs in after a typo", async () => {
  test.setTimeout(120_000);
  const desk = "198.51.100.43";
  const device = deviceCookie(await signIn(desk, ADMIN.password));
  // Twenty guesses at the admin from twenty addresses: the username's ceiling.
  for (let i = 0; i < 20; i++)
    expect((await signIn(`203.0.113.${100 + i}`, `spray-${i}`)).status).toBe(401);
  // A browser that is not known mistypes once: its address is refused from then on, as before.
  const laptop = "198.51.100.44";
  expect((await signIn(laptop, "typo")).status).toBe(401);
  expect((await signIn(laptop, ADMIN.password)).status).toBe(429);
  // The admin's known browser mistypes once too, and then gets in with the right password.
  expect((await signIn(desk, "typo", { cookie: device })).status).toBe(401);
  expect((await signIn(desk, ADMIN.password, { cookie: device })).status).toBe(303);
});
