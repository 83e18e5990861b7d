/**
 * The buyer's private link to a quotation: /quotation/<id>-<key>, the key an HMAC-SHA256 (the
 * server's secret) of the request's id and a random nonce kept on the row. 256 bits of the key are
 * sent (43 characters of base64url), checked in constant time; the key itself is never stored, so a
 * copy of the database does not open any link. Renewing the nonce revokes every earlier link, and a
 * row without a nonce has none.
 */
import crypto from "node:crypto";
import { sessionSecret } from "../auth/session-secret.server";

/** A fresh nonce: 128 random bits. */
export function newLinkNonce(): string {
  return crypto.randomBytes(16).toString("base64url");
}

function keyOf(id: number, nonce: string): Buffer {
  return crypto.createHmac("sha256", sessionSecret).update(`quotation:${id}:${nonce}`).digest();
}

/** The link's last path segment for a request and its nonce. */
export function quotationLinkKey(id: number, nonce: string): string {
  return `${id}-${keyOf(id, nonce).toString("base64url")}`;
}

const KEY_SHAPE = /^([1-9]\d{0,11})-([A-Za-z0-9_-]{43})$/;

/** The request id a segment names, before it is checked (null when it cannot be a key). */
export function idOfLinkKey(segment: string | undefined): number | null {
  const m = KEY_SHAPE.exec(segment ?? "");
  return m ? Number(m[1]) : null;
}

/** Whether a segment is the key of this request and nonce (a row without a nonce: never). */
export function linkKeyMatches(segment: string, id: number, nonce: string | null): boolean {
  const m = KEY_SHAPE.exec(segment);
  if (!m || Number(m[1]) !== id || !nonce) return false;
  // Compared as text, not as decoded bytes: the last of 43 base64url characters carries two unused
  // bits, so four spellings decode to the same key, and only the one we gave is the link.
  const given = Buffer.from(m[2]);
  const expected = Buffer.from(keyOf(id, nonce).toString("base64url"));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
