// The kinds of file the site takes, and what a form's file input offers for each: shared by the
// pages (their `accept` attributes) and the server's upload rules.

export type UploadKind = "image" | "pdf" | "driver" | "csv" | "photo" | "video" | "po" | "cv";

/** What the form's `accept` attribute should say for each kind. */
export const ACCEPT: Record<UploadKind, string> = {
  image: ".jpg,.jpeg,.png,.webp,.gif,.svg,image/jpeg,image/png,image/webp,image/gif,image/svg+xml",
  pdf: ".pdf,application/pdf",
  driver: ".exe,.msi,.zip,.dmg",
  csv: ".csv,text/csv",
  photo: ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp",
  video: ".mp4,video/mp4",
  po: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
  cv: ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
