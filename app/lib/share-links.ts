import { whatsappLink } from "./whatsapp";

export interface ShareLink {
  name: "WhatsApp" | "LinkedIn" | "X" | "Facebook";
  label: string;
  href: string;
}

/** Links that share a page on the chat app, LinkedIn, X and Facebook (no script needed). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { name: "WhatsApp", label: "Share on WhatsApp", href: whatsappLink("", `${title} ${url}`) },
    {
      name: "LinkedIn",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      name: "X",
      label: "Share on X",
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      name: "Facebook",
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
  ];
}
