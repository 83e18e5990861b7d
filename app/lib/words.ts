import { toCurrency } from "to-words/en-IN";

/**
 * An amount in words as Indian invoices and quotations write it, in the Indian system (lakh,
 * crore): 5310026 paise → "Fifty Three Thousand One Hundred Rupees And Twenty Six Paise Only".
 * Built on to-words' en-IN locale (imported alone, a few KB), so the rules for lakh and crore,
 * singular and plural and the paise come from a maintained library, not from us.
 */
export function amountInWords(paise: number): string {
  if (!Number.isFinite(paise)) return "";
  const whole = Math.round(Math.abs(paise));
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  // Given as a decimal string so no binary fraction can turn 29 paise into 28.
  const words = toCurrency(`${rupees}.${String(rest).padStart(2, "0")}`, {
    // "Twenty Nine Paise Only", not "Zero Rupees And Twenty Nine Paise Only".
    ignoreZeroCurrency: rupees === 0 && rest > 0,
  });
  return paise < 0 ? `Minus ${words}` : words;
}
