import { type AmountMention, findBareNumbers, findPrices, findQuantities } from './amounts.ts';
import { type CustomerMention, findCustomers } from './customers.ts';
import type { DateMention } from './date-mention.ts';
import { findDates } from './dates.ts';
import { type DurationMention, findDurations } from './durations.ts';
import type { Language, MasterData } from './interpretation.ts';
import { findLocations, type LocationMention } from './locations.ts';
import { findMaterialByDescription, narrowByDescription } from './material-descriptions.ts';
import { findMaterialIds, idChunks, type MaterialMention } from './material-ids.ts';
import { findOrders, type OrderMention } from './order-ids.ts';
import type { PlantIndex } from './plant-index.ts';
import { findRelativeDates } from './relative-dates.ts';
import { findParts } from './split-parts.ts';
import { allMatches, consume, type Scan } from './text.ts';
import { findWorkCenters, type WorkCenterMention } from './work-centers.ts';

/** Everything the entity readers found in a command, before the intent decides what counts. */
export interface Findings {
  workCenters: WorkCenterMention[];
  orders: OrderMention[];
  materials: MaterialMention[];
  prices: AmountMention[];
  dates: DateMention[];
  durations: DurationMention[];
  /** Quantities with a unit or a multiplier (`500 pcs`, `1.2k`). */
  quantities: AmountMention[];
  /** Numbers nothing else claimed: a quantity when the intent takes one (`500 STD-101`). */
  bareNumbers: AmountMention[];
  customers: CustomerMention[];
  locations: LocationMention[];
  /** Into how many orders a split divides one ("in two", "em 3"): read only after a splitting verb. */
  parts: number[];
}

/** What the entity readers need besides the text: the clock, the language and the plant. */
export interface ReadingContext {
  now: Date;
  language: Language;
  offsetMinutes: number;
  masterData: MasterData;
  index: PlantIndex;
}

/** A greeting names a part of the day but no date: "Good morning!", "Bom dia!", "boa tarde". */
const GREETING = /\b(?:good (?:morning|afternoon|evening|night)|bom dia|boa tarde|boa noite)\b/g;

/**
 * Reads every entity of a command, most specific first so that each word counts once: work centers
 * (`press 3` is not a quantity), orders, material ids, prices, relative dates, durations, quantities
 * with units, dates, customers, locations, materials by description, the parts of a split ("in
 * two"), then the numbers left.
 */
export function extractEntities(scan: Scan, context: ReadingContext): Findings {
  const { index, language, now, offsetMinutes, masterData } = context;
  for (const match of allMatches(GREETING, scan.free))
    consume(scan, match.index, match.index + match[0].length);
  const workCenters = findWorkCenters(scan, masterData.workCenters, index.kinds);
  const orders = findOrders(scan, index.orderIds, (word) =>
    index.materialIds.exact.has(idChunks(word).join('|')),
  );
  const materials = findMaterialIds(scan, index.materialIds);
  const prices = findPrices(scan, language);
  const relative = findRelativeDates(scan, now, language, offsetMinutes);
  const durations = findDurations(scan, language);
  const quantities = findQuantities(scan, language);
  const dates = [...relative, ...findDates(scan, now, language, offsetMinutes)].sort(
    (a, b) => a.start - b.start,
  );
  const customers = findCustomers(scan, index.customers);
  const locations = findLocations(scan, masterData.locations);
  const narrowed = materials.map((mention) => narrowByDescription(scan, index.descriptions, mention));
  const byDescription =
    narrowed.length === 0 ? findMaterialByDescription(scan, index.descriptions) : undefined;
  const parts = findParts(scan);
  const bareNumbers = findBareNumbers(scan, language);
  return {
    workCenters,
    orders,
    materials: byDescription ? [byDescription] : narrowed,
    prices,
    dates,
    durations,
    quantities,
    bareNumbers,
    customers,
    locations,
    parts,
  };
}
