// React writes a document in many small pieces (hundreds for a listing page). Passed on as they
// come, each piece is a call into the compressor and a write to the socket, which together cost
// about as much as the render itself. Here the pieces of an answer are gathered and handed on in
// one write when it ends; an answer that grows past the limit (a large download or export) is
// passed on as it comes from then on, so memory per request stays bounded.
import type { NextFunction, Request, Response } from "express";

type Args = [unknown?, unknown?, unknown?];

export function coalesceWrites(limit: number) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const write = res.write as (...a: Args) => boolean;
    const end = res.end as (...a: Args) => Response;
    let chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : // A copy: the writer may reuse its chunk's memory once the call returns.
            Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      size += buffer.length;
    };
    const restore = () => {
      res.write = write as Response["write"];
      res.end = end as Response["end"];
    };
    const callbackOf = (args: Args) =>
      args.find((a) => typeof a === "function") as ((error?: Error | null) => void) | undefined;
    res.write = function (this: Response, ...args: Args) {
      take(args[0], args[1]);
      const callback = callbackOf(args);
      if (callback) process.nextTick(callback);
      if (size <= limit) return true;
      // Too large to hold: what is gathered goes now, the rest as it comes.
      restore();
      const gathered = Buffer.concat(chunks);
      chunks = [];
      return write.call(this, gathered);
    } as Response["write"];
    res.end = function (this: Response, ...args: Args) {
      const callback = callbackOf(args);
      take(args[0], args[1]);
      restore();
      if (size === 0) return callback ? end.call(this, callback) : end.call(this);
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      chunks = [];
      if (!res.headersSent && !res.hasHeader("Content-Length"))
        res.setHeader("Content-Length", body.length);
      return callback ? end.call(this, body, callback) : end.call(this, body);
    } as Response["end"];
    next();
  };
}
