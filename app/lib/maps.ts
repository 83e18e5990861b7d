/** The office on a map: the embed for the contact page's iframe, a larger map and directions. */
export function mapLinks(address: string) {
  const q = encodeURIComponent(address);
  return {
    embed: `https://www.google.com/maps?q=${q}&output=embed`,
    larger: `https://www.google.com/maps/search/?api=1&query=${q}`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${q}`,
  };
}
