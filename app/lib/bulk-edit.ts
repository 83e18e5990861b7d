/** How a bulk price change may round the new prices (shared by the form and the server). */
export const ROUNDINGS = {
  rupee: "to the rupee",
  "0": "to end in 0",
  "9": "to end in 9",
  "99": "to end in 99",
} as const;
