/** The marks of the social networks in the footer and on the contact page: decorative, the link names them. */
const PATHS: Record<string, string> = {
  Facebook:
    "M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z",
  LinkedIn:
    "M6.9 8.6H3.8V20h3.1V8.6ZM5.4 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-5.2-4.6-5.2-1.5 0-2.6.8-3 1.6V8.6H9.6V20h3.1v-5.7c0-1.5.4-2.9 2.2-2.9 1.8 0 1.9 1.7 1.9 3V20h3.1l.3-6.4Z",
  YouTube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  Instagram:
    "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.2 5.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM21 8.3c0-1.5-.4-2.9-1.5-4S17.2 3 15.7 2.9H8.3c-1.5.1-2.9.4-4 1.5S2.9 6.8 2.9 8.3v7.4c0 1.5.4 2.9 1.5 4s2.5 1.4 4 1.5h7.4c1.5-.1 2.9-.4 4-1.5s1.4-2.5 1.5-4V8.3Zm-2.2 9.3a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.1.4s-4 .1-5.1-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.6s-.1-4.4.4-5.6a3 3 0 0 1 1.7-1.7C8 4.2 10.8 4.3 12 4.3s4-.1 5.1.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.6s.1 4.4-.4 5.6Z",
};

export function SocialIcon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  const d = PATHS[name];
  if (!d) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
