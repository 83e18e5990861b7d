import { decodeHTML } from "entities";

/**
 * HTML entities decoded as the HTML standard says (every named entity, numeric ones, and the legacy
 * names a browser accepts without the semicolon), by the `entities` package's complete table. This
 * is the server's (and Node's) copy; browsers get ./decode-entities.browser.ts instead (package.json
 * "imports", condition "browser"), which asks the browser's own parser, so pages do not download a
 * second copy of the table (about 11 KB gzipped) and both sides render the same text.
 */
export function decodeEntities(text: string): string {
  return text.includes("&") ? decodeHTML(text) : text;
}
