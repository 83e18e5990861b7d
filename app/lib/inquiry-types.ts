// The contact form's inquiry type select. The values match INQUIRY_TYPES in
// server/validation/inquiry.server.ts (a unit test keeps them in step); the labels are what people read.

export const INQUIRY_TYPE_OPTIONS = [
  { value: "general", label: "General Inquiry" },
  { value: "product", label: "Product Information" },
  { value: "support", label: "Technical Support" },
  { value: "service", label: "Service Request" },
  { value: "quote", label: "Request a Quote" },
  { value: "partnership", label: "Partnership" },
] as const;

export function inquiryTypeLabel(value: string | null | undefined): string {
  return (
    INQUIRY_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? INQUIRY_TYPE_OPTIONS[0].label
  );
}

/** The contact form's hidden honeypot: people never see it, so a value means a bot. */
export const CONTACT_HONEYPOT = "website";
