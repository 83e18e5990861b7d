// Contact and job applications send no API call: they open a chat-app link with prefilled text.

import { inquiryTypeLabel } from "./inquiry-types";

/**
 * https://wa.me/{number}?text={encoded}. The number keeps only its digits (country code first); with no
 * number the link opens the chat app's "share with..." picker, which the share buttons use.
 */
export function whatsappLink(number: string | null | undefined, text = ""): string {
  const digits = (number ?? "").replace(/\D/g, "");
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Careers: 'Send your resume' prefilled with the job title. */
export function jobApplicationMessage(jobTitle: string): string {
  return `Hello, I would like to apply for the ${jobTitle.trim()} position. I am sending my resume.`;
}

/** "Ask about this product": the product, its model and its page, so staff know what is asked. */
export function productQuestionMessage(
  product: { name: string; model?: string | null },
  pageUrl: string,
): string {
  const model = product.model?.trim() ? ` (Model ${product.model.trim()})` : "";
  return `Hello, I would like a quote for ${product.name.trim()}${model}: ${pageUrl}`;
}

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  inquiry_type?: string | null;
  subject: string;
  message: string;
}

/** The contact form as one chat message: every filled field on its own line, the message last. */
export function contactMessage(input: ContactMessageInput): string {
  const lines = [
    "Hello, I have an inquiry from your website.",
    "",
    `Name: ${input.name.trim()}`,
    `Email: ${input.email.trim()}`,
  ];
  if (input.phone?.trim()) lines.push(`Phone: ${input.phone.trim()}`);
  if (input.company?.trim()) lines.push(`Company: ${input.company.trim()}`);
  lines.push(`Inquiry Type: ${inquiryTypeLabel(input.inquiry_type)}`);
  lines.push(`Subject: ${input.subject.trim()}`, "", input.message.trim());
  return lines.join("\n");
}
