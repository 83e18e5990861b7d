import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction } from "react-router";
import { ServerRouter } from "react-router";
import { documentCacheControl } from "./server/http/cache-control.server";
import { createNonce, documentCsp } from "./server/http/security-headers.server";
import { speedLayer } from "./server/env.server";
import { startup } from "./server/startup.server";

// Migrations ran when the database module loaded; seed and the first admin before the first request.
await startup();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // eslint-disable-next-line prefer-const -- assigned after the render starts, read by its callbacks
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const userAgent = request.headers.get("user-agent");
    const nonce = createNonce();
    responseHeaders.set("Content-Security-Policy", documentCsp(nonce));
    // Crawlers and SPA-mode get the whole document at once; browsers stream.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter
        context={speedLayer ? matchedRoutesOnly(routerContext) : routerContext}
        url={request.url}
        nonce={nonce}
      />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const settled = () => clearTimeout(deadline);
          const { body, stream } = speedLayer ? batchedBody(abort, settled) : plainBody(settled);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Cache-Control",
            documentCacheControl(request, responseStatusCode, responseHeaders),
          );
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged, never shown: the ErrorBoundary renders the page.
          if (shellRendered) console.error(error);
        },
      },
    );
    // The render's deadline, cleared as soon as the document is complete or the render has failed:
    // a pending timer holds React's whole render (its state, the loader data, the written pieces)
    // for six seconds after the answer went out, which at a hundred pages a second is hundreds of
    // finished renders for every young-generation garbage collection to copy.
    deadline = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The render's context with only the routes this request matched (the page, its layouts and the
 * root) in its manifest. React Router builds its route tree from the manifest it is given on every
 * render, all 117 routes of it, though a page's HTML needs only the matched ones: the browser gets
 * the whole manifest from its own file (route discovery "initial"), and the document names the
 * matched routes' modules. About a tenth of a small page's render.
 */
function matchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const { route } of context.staticHandlerContext.matches)
    routes[route.id] = context.manifest.routes[route.id];
  return { ...context, manifest: { ...context.manifest, routes } };
}

/**
 * Where React writes the document, as a web stream for the Response. React writes it in 4 KB pieces
 * and says when a batch is complete (`flush`, once per shell or resolved boundary); each batch is
 * handed on as one chunk, so the document still streams as React completes it, without a pass
 * through a Node stream and a web stream for every piece. A client that goes away (the stream
 * cancelled) stops the render. `settled` is called once the document is complete or torn down.
 */
function batchedBody(abort: (reason?: unknown) => void, settled: () => void) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: Buffer[] = [];
  /** Closed, errored or cancelled: the web stream takes nothing more. */
  let done = false;
  const handOn = () => {
    if (done || pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    controller.enqueue(batch);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel(reason) {
      done = true;
      body.destroy();
      abort(reason);
    },
  });
  const body = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pending.push(chunk);
        callback();
      },
      final(callback) {
        handOn();
        if (!done) controller.close();
        done = true;
        settled();
        callback();
      },
      destroy(error, callback) {
        if (error && !done) controller.error(error);
        done = true;
        settled();
        callback(error);
      },
    }),
    { flush: handOn },
  );
  return { body, stream };
}

/**
 * React Router's own way, with the speed layer off: a PassThrough turned into a web stream, every
 * 4 KB piece through both.
 */
function plainBody(settled: () => void) {
  const body = new PassThrough();
  body.once("close", settled);
  return { body, stream: createReadableStreamFromReadable(body) };
}

/** The data requests of client navigations (/*.data) are cached like the documents they feed. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // A copy: redirect responses may carry immutable headers.
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", documentCacheControl(request, response.status, headers));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
