import { fromCents, toCents } from './money.ts';

export interface CashFlowEvent {
  /** Plant-local date, YYYY-MM-DD. */
  date: string;
  /** Positive: cash in; negative: cash out. */
  amount: number;
}

export interface CashForecastDay {
  date: string;
  inflow: number;
  outflow: number;
  balance: number;
}

export interface CashForecast {
  startDate: string;
  endDate: string;
  openingCash: number;
  totalInflow: number;
  totalOutflow: number;
  closingCash: number;
  lowestBalance: number;
  lowestBalanceDate: string;
  daily: CashForecastDay[];
}

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Cash day by day over `days` days from `startDate` (inclusive): events before the start (overdue)
 * land on the first day, events after the window are left out. Outflow is reported positive.
 */
export function forecastCash(
  openingCash: number,
  startDate: string,
  days: number,
  events: readonly CashFlowEvent[],
): CashForecast {
  const endDate = addDays(startDate, days - 1);
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  for (const event of events) {
    if (event.date > endDate) continue;
    const day = event.date < startDate ? startDate : event.date;
    const cents = toCents(event.amount);
    if (cents >= 0) inflow.set(day, (inflow.get(day) ?? 0) + cents);
    else outflow.set(day, (outflow.get(day) ?? 0) - cents);
  }
  let balance = toCents(openingCash);
  let lowest = balance;
  let lowestDate = startDate;
  let totalIn = 0;
  let totalOut = 0;
  const daily: CashForecastDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(startDate, i);
    const dayIn = inflow.get(date) ?? 0;
    const dayOut = outflow.get(date) ?? 0;
    totalIn += dayIn;
    totalOut += dayOut;
    balance += dayIn - dayOut;
    if (balance < lowest) {
      lowest = balance;
      lowestDate = date;
    }
    daily.push({ date, inflow: fromCents(dayIn), outflow: fromCents(dayOut), balance: fromCents(balance) });
  }
  return {
    startDate,
    endDate,
    openingCash: fromCents(toCents(openingCash)),
    totalInflow: fromCents(totalIn),
    totalOutflow: fromCents(totalOut),
    closingCash: fromCents(balance),
    lowestBalance: fromCents(lowest),
    lowestBalanceDate: lowestDate,
    daily,
  };
}
