import fc from 'fast-check';

/**
 * Values a client should never get a 500 for (issue 11, point 6): each kind met a 500 at least once
 * or is a classic of its kind. Shared by every field; the generator also makes in-type near misses.
 */
const HUGE_STRING = 'x'.repeat(100_000);

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [[[[[]]]]], { a: { b: { c: { d: {} } } } }, 0, ''];

const CONTROL_TEXT = [
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  '\u001b[31mred',
  'del\u007f',
  'tab\tand\nnewline',
  '\ud800lone surrogate',
];

/** int4 overflows (2^31), doubles a sum turns into Infinity (1e308), and the edges around them. */
const HUGE_NUMBERS = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  1e15,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -1,
  0,
  0.5,
  1e9 + 1,
];

const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e999', '-0', '0x10', ' 1 ', '1,5', '١٢٣'];

/** Dates PostgreSQL cannot store, or which end past year 9999 after a week is added, and impossible days. */
const BAD_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '9999-12-28T00:00:00+14:00',
  '10000-01-01',
  '+010000-01-01T00:00:00Z',
  '2201-01-01',
  '2026-02-30',
  '2026-13-01T00:00:00Z',
];

const ODD_STRINGS = ['', ' ', 'x'.repeat(41), 'x'.repeat(4001), '💥🏭', "'; drop table orders; --", '../..'];

/** Any value from the pools above. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WRONG_TYPES),
  fc.constantFrom(...CONTROL_TEXT),
  fc.constant(HUGE_STRING),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...NAN_LIKE),
  fc.constantFrom(...BAD_DATES),
  fc.constantFrom(...ODD_STRINGS),
);

/** A value of the right type but just out of bounds, or carrying control characters. */
export function nearMiss(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'number')
    return fc.constantFrom(value + 0.5, -value, value * 1e6, 2_147_483_648, 1e308, 1e9 + 1);
  if (typeof value === 'string')
    return fc.constantFrom(
      `${value}\u0000`,
      `\u0001${value}`,
      value + 'x'.repeat(41),
      value.repeat(1000) || HUGE_STRING,
    );
  if (Array.isArray(value))
    return fc.constantFrom(
      [...value, ...value, ...value],
      [value],
      value.map(() => null),
    );
  return badValue;
}
