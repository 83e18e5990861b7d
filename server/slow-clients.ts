// Connections that cost a slot but bring nothing: sockets that send nothing, request heads that
// trickle in, bodies sent a byte every few seconds or sent whole but for the last byte. Node's own
// timeouts cannot tell these from a browser on a slow line (a byte every 5 s is never "idle" for
// 60 s), so each connection is watched here, once a second:
//
// - a connection must start its request within FIRST_BYTE_MS of opening (or of its last answer,
//   though keep-alive closes those after 5 s anyway) and send the whole head within headersMs of its
//   first byte;
// - a request body must keep arriving at its minimum rate: over every window (10 s, or 30 s on the
//   upload routes, starting with the request) at least rate × window bytes, until it is complete;
// - one client address may hold at most maxPerAddress connections (a trusted proxy's connections
//   are not counted: behind it every client shares its address);
// - when every slot is taken (maxConnections), a new connection takes the slot of the connection
//   that has waited longest without a request in progress, so a slow client cannot keep the slots
//   it fills; only when every slot is serving a request is the newcomer refused;
// - past half the slots the deadlines shorten (first byte 2 s, head 4 s): under a flood a slot turns
//   over in seconds.
//
// A browser sends its head at once and its body as fast as its line allows, so it never meets these.
import type http from "node:http";
import type net from "node:net";

interface BodyRateRule {
  /** The first window starts with the request; each must bring at least rate × window bytes. */
  windowMs: number;
  minBytesPerS: number;
}

export interface SlowClientLimits {
  maxConnections: number;
  maxPerAddress: number;
  headersMs: number;
  body: BodyRateRule;
  upload: BodyRateRule;
  takesUploads(path: string): boolean;
  /** True for the address of a proxy trusted to name the client (TRUST_PROXY). */
  trustedProxy(address: string): boolean;
}

/** How long an open connection may send nothing at all. */
const FIRST_BYTE_MS = 10_000;
/** Under pressure (past half the slots), the first byte and the whole head come within these. */
const PRESSED_FIRST_BYTE_MS = 2_000;
const PRESSED_HEADERS_MS = 4_000;
const SWEEP_MS = 1_000;
/**
 * How long the rest of a body is read and dropped after it was answered early (a 413, a 401): Node
 * closes such a connection as soon as the answer is written, and a socket closed with bytes still
 * arriving is reset, so a client still sending (a browser uploading, a proxy) lost the answer.
 */
const LINGER_MS = 5_000;
/** How long a connection refused with 503 stays half-closed, its unread body unread. */
const REFUSED_LINGER_MS = 1_000;

interface InRequest {
  req: http.IncomingMessage;
  rule: BodyRateRule;
  windowStart: number;
  windowBytes: number;
}

interface Connection {
  socket: net.Socket;
  address: string | null;
  /** When it started waiting for a request (opened, or its last answer ended). */
  since: number;
  bytesAtWait: number;
  /** When the sweep first saw bytes of the next head (0: none yet). */
  headStarted: number;
  request: InRequest | null;
}

/**
 * The key a client's connections are counted under: an IPv4 address (also when written as
 * ::ffff:a.b.c.d), or an IPv6 /64, which one subscriber usually holds whole.
 */
function addressKey(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1];
  const [head, tail = ""] = address.toLowerCase().split("::");
  const groups = head ? head.split(":") : [];
  const rest = tail ? tail.split(":") : [];
  const full = [
    ...groups,
    ...Array(Math.max(0, 8 - groups.length - rest.length)).fill("0"),
    ...rest,
  ];
  return `${full.slice(0, 4).join(":")}::/64`;
}

export function guardSlowClients(server: http.Server, limits: SlowClientLimits) {
  const connections = new Map<net.Socket, Connection>();
  const perAddress = new Map<string, number>();

  const forget = (socket: net.Socket) => {
    const connection = connections.get(socket);
    if (!connection) return;
    connections.delete(socket);
    if (connection.address) {
      const n = (perAddress.get(connection.address) ?? 1) - 1;
      if (n <= 0) perAddress.delete(connection.address);
      else perAddress.set(connection.address, n);
    }
  };

  const waitAgain = (connection: Connection) => {
    connection.request = null;
    connection.since = Date.now();
    connection.bytesAtWait = connection.socket.bytesRead;
    connection.headStarted = 0;
    // Most recently waiting last: the first waiting connection in the map is the oldest.
    connections.delete(connection.socket);
    if (!connection.socket.destroyed) connections.set(connection.socket, connection);
  };

  /** The connection that has waited longest without a request in progress, if any. */
  const oldestWaiting = (): Connection | undefined => {
    for (const connection of connections.values()) if (!connection.request) return connection;
    return undefined;
  };

  // Before Node's own listener: a refused connection never gets a parser.
  server.prependListener("connection", (socket: net.Socket) => {
    const address = limits.trustedProxy(socket.remoteAddress ?? "")
      ? null
      : addressKey(socket.remoteAddress);
    if (address && (perAddress.get(address) ?? 0) >= limits.maxPerAddress) {
      socket.destroy();
      return;
    }
    if (connections.size >= limits.maxConnections) {
      const victim = oldestWaiting();
      if (!victim) {
        socket.destroy();
        return;
      }
      victim.socket.destroy();
      forget(victim.socket);
    }
    if (address) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const connection: Connection = {
      socket,
      address,
      since: Date.now(),
      bytesAtWait: 0,
      headStarted: 0,
      request: null,
    };
    connections.set(socket, connection);
    socket.once("close", () => forget(socket));
    // Node closes the connection with destroySoon() after an answer given before its request's
    // body was whole: close our side only, and go on reading (the parser drops the body) for a
    // while, so the client reads the answer instead of a reset.
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      const request = connection.request;
      if (!request || request.req.complete || socket.destroyed) return destroySoon();
      socket.end();
      const timer = setTimeout(() => socket.destroy(), LINGER_MS);
      socket.once("close", () => clearTimeout(timer));
    };
  });

  /**
   * After a 503 answered before its body arrived (no room for another body): the answer is sent and
   * the connection closed from our side without reading the rest. Node would read and drop it to
   * keep the connection, and reading refused bodies is the very work the server cannot afford under a
   * flood of them (gigabytes read and thrown away). The unread bytes stay in the kernel until the
   * socket goes; the client has the answer before our FIN.
   */
  const refuseRest = (socket: net.Socket) => {
    socket.pause();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
  };

  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    const path = (req.url ?? "/").split("?")[0];
    connection.request = {
      req,
      rule: limits.takesUploads(path) ? limits.upload : limits.body,
      windowStart: Date.now(),
      windowBytes: req.socket.bytesRead,
    };
    // The request is over when it is answered and its body has arrived (an early answer, a 413 or
    // a 401, is followed by the rest of the body, which is still held to the rate).
    res.once("finish", () => {
      if (req.complete) waitAgain(connection);
      else if (res.statusCode === 503) refuseRest(connection.socket);
      else req.once("end", () => waitAgain(connection));
    });
  });

  const sweep = () => {
    const now = Date.now();
    const pressed = connections.size > limits.maxConnections / 2;
    const firstByteMs = pressed ? PRESSED_FIRST_BYTE_MS : FIRST_BYTE_MS;
    const headersMs = pressed ? Math.min(PRESSED_HEADERS_MS, limits.headersMs) : limits.headersMs;
    for (const connection of connections.values()) {
      const { socket, request } = connection;
      if (socket.destroyed) continue;
      if (request) {
        if (request.req.complete) continue;
        if (now - request.windowStart < request.rule.windowMs) continue;
        const brought = socket.bytesRead - request.windowBytes;
        const needed = (request.rule.minBytesPerS * (now - request.windowStart)) / 1000;
        if (brought < needed) socket.destroy();
        else {
          request.windowStart = now;
          request.windowBytes = socket.bytesRead;
        }
        continue;
      }
      if (socket.bytesRead === connection.bytesAtWait) {
        if (now - connection.since > firstByteMs) socket.destroy();
        continue;
      }
      connection.headStarted ||= now;
      if (now - connection.headStarted > headersMs) socket.destroy();
    }
  };
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  server.once("close", () => clearInterval(timer));

  return {
    /** Open connections, and how many are in a request (for the benchmark's log). */
    stats: () => ({
      open: connections.size,
      inRequest: [...connections.values()].filter((c) => c.request).length,
    }),
  };
}
