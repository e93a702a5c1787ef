/**
 * The prompt pre-fill of the promise form (planning-workspaces §5): a sentence such as
 * "Can we deliver 500 units of STD-101 by Friday at $48?" gives the form's quantity, SKU, price and
 * requested date. Only what the sentence says is returned; the form keeps its defaults for the rest.
 */

export interface PromisePrefill {
  sku?: string;
  quantity?: string;
  price?: string;
  /** YYYY-MM-DD, a date in the browser's calendar like the date input's. */
  requestedDate?: string;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DIAS_DA_SEMANA = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** A day `days` after `today` as the date input writes it (YYYY-MM-DD), in the browser's calendar. */
export function dateAhead(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Days from `today` to a named day: tomorrow is 1; a weekday is its next one, a week ahead when it is today. */
function daysUntil(name: string, today: Date): number | null {
  const lower = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (lower === 'tomorrow' || lower === 'amanha') return 1;
  const weekday = Math.max(WEEKDAYS.indexOf(lower), DIAS_DA_SEMANA.indexOf(lower));
  if (weekday < 0) return null;
  return (weekday - today.getDay() + 7) % 7 || 7;
}

function requestedDateOf(prompt: string, today: Date): string | undefined {
  const inDays = /\b(?:in|em)\s+(\d{1,3})\s+(?:days?|dias?)\b/i.exec(prompt);
  if (inDays) return dateAhead(today, Number(inDays[1]));
  // "by Friday at $48", "até sexta a US$ 48" / "até sexta-feira por US$ 48".
  const byDay =
    /\bby\s+([a-z]+)\s+at\b/i.exec(prompt) ??
    /(?:^|\s)at[ée]\s+(?:a\s+|o\s+)?(\p{L}+)(?:-feira)?(?=[\s,?.!]|$)/iu.exec(prompt);
  const days = byDay ? daysUntil(byDay[1]!, today) : null;
  return days === null ? undefined : dateAhead(today, days);
}

/** A price as written in either language: "$1,200.50" or "US$ 1.200,50" (a comma before the cents is Portuguese). */
function priceOf(written: string): string {
  return /,\d{1,2}$/.test(written)
    ? written.replaceAll('.', '').replace(',', '.')
    : written.replaceAll(',', '');
}

/**
 * The form values a prompt states (§5), in English or Portuguese: '<n> units' / '<n> unidades',
 * 'of <sku>' / 'de <sku>', '$<price>' / 'US$ <price>', 'by <day> at', 'in <n> days' / 'em <n> dias'.
 */
export function prefillFromPrompt(prompt: string, today: Date): PromisePrefill {
  const prefill: PromisePrefill = {};
  // "1,000 units" and "1.000 unidades" are a thousand: a quantity is whole, so the separator is dropped.
  const quantity = /\b(\d[\d,.]*)\s+(?:units?|unidades?)\b/i.exec(prompt);
  if (quantity) prefill.quantity = quantity[1]!.replace(/[.,]/g, '');
  // A SKU has a hyphen or a digit (STD-101, RM-NR-SMR20), so "of the" or "de borracha" is not one.
  const sku = /\b(?:of|de|do|da)\s+([A-Za-z0-9]+(?:-[A-Za-z0-9]+)+|[A-Za-z]*\d[A-Za-z0-9]*)/.exec(prompt);
  if (sku) prefill.sku = sku[1]!.toUpperCase();
  const price = /\$\s?(\d[\d.,]*\d|\d)/.exec(prompt);
  if (price) prefill.price = priceOf(price[1]!);
  const requestedDate = requestedDateOf(prompt, today);
  if (requestedDate) prefill.requestedDate = requestedDate;
  return prefill;
}
