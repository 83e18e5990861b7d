/**
 * The browser's copy of ./decode-entities.ts: the browser's own HTML parser decodes the entities (the
 * same table the server's `entities` package has). A textarea's content is parsed as text, so
 * entities are decoded and nothing becomes an element.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  const box = document.createElement("textarea");
  box.innerHTML = text;
  return box.value;
}
