import crypto from "node:crypto";
import { isProduction } from "../env.server";

/** A fresh nonce for the inline scripts React Router renders into each document. */
export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * The enforcing Content-Security-Policy of an HTML document. Scripts run only from this site or with
 * the request's nonce; nothing may frame us; the contact page's map is the one allowed frame; forms may
 * go on to the chat app (the contact form redirects there after saving the inquiry).
 */
export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.google.com https://maps.google.com",
    "form-action 'self' https://wa.me https://api.whatsapp.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(isProduction ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
