import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { enUS, type MessageKey } from './en-US.ts';
import { ptBR } from './pt-BR.ts';
import { t } from './translate.ts';

const keys = Object.keys(enUS) as MessageKey[];

/**
 * Messages whose English is a sentence written outside the catalogs (`{message}`: the engine's for a
 * broken rule or a warning, the MRP API's for an action message) while the Portuguese words the same
 * fact from its codes: their arguments differ.
 */
const ENGINE_WORDED = new Set<MessageKey>([
  'violation.rule',
  'mrp.action',
  'schedule.warning',
  'schedule.warningText',
]);

interface Argument {
  kind: 'plural' | 'select' | 'number' | 'text';
  /** A plural's or select's branches. */
  options: string[];
}

/** Every argument a message names, with its kind and branches, through nested plurals and selects. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, Argument>()) {
  for (const el of elements) {
    if (isPluralElement(el) || isSelectElement(el)) {
      const kind = isPluralElement(el) ? 'plural' : 'select';
      const known = into.get(el.value);
      into.set(el.value, { kind, options: [...(known?.options ?? []), ...Object.keys(el.options)] });
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    } else if (isNumberElement(el)) {
      if (!into.has(el.value)) into.set(el.value, { kind: 'number', options: [] });
    } else if (isArgumentElement(el) || isDateElement(el) || isTimeElement(el)) {
      if (!into.has(el.value)) into.set(el.value, { kind: 'text', options: [] });
    }
  }
  return into;
}

const argumentsIn = (message: string) => argumentsOf(parse(message, { ignoreTag: true }));

/** Values for every argument of a message: `count` for its counts, a select's first named branch, a word for the rest. */
function sampleValues(message: string, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, arg] of argumentsIn(message)) {
    if (arg.kind === 'plural' || arg.kind === 'number') values[name] = count;
    else if (arg.kind === 'select') values[name] = arg.options.find((o) => o !== 'other') ?? 'X';
    else values[name] = 'X';
  }
  return values;
}

const CATALOGS = [
  ['en', enUS],
  ['pt', ptBR],
] as const;

/** The plural arguments of each message of a catalog, with their branches. */
const pluralsOf = (catalog: Record<MessageKey, string>) =>
  keys.flatMap((key) =>
    [...argumentsIn(catalog[key])]
      .filter(([, arg]) => arg.kind === 'plural')
      .map(([name, arg]) => ({ key, name, options: arg.options })),
  );

describe('reply catalogs (issue 10: replies composed from message catalogs per language)', () => {
  it('has the same keys in en-US and pt-BR', () => {
    expect(Object.keys(ptBR).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s parses as ICU MessageFormat in both languages', (key) => {
    expect(() => parse(enUS[key], { ignoreTag: true })).not.toThrow();
    expect(() => parse(ptBR[key], { ignoreTag: true })).not.toThrow();
  });

  it.each(keys.filter((key) => !ENGINE_WORDED.has(key)))(
    '%s names the same arguments in both languages',
    (key) => {
      expect([...argumentsIn(ptBR[key]).keys()].sort()).toEqual([...argumentsIn(enUS[key]).keys()].sort());
    },
  );

  it.each([...ENGINE_WORDED])("%s passes the engine's English through in English only", (key) => {
    expect(argumentsIn(enUS[key]).has('message')).toBe(true);
    expect(ptBR[key]).not.toContain('{message}');
  });

  it('gives every Portuguese count a zero, a one and an other branch', () => {
    // pt-BR's plural rule files 0 under "one" ("0 ordem"): every Portuguese count says how zero reads.
    const incomplete = pluralsOf(ptBR).filter(
      (p) => !['=0', 'one', 'other'].every((o) => p.options.includes(o)),
    );
    expect(incomplete).toEqual([]);
  });

  it.each(CATALOGS)(
    '%s: a message with a count reads differently for one and for several',
    (language, catalog) => {
      const counted = [
        ...new Set(
          pluralsOf(catalog)
            .filter((p) => p.options.includes('one'))
            .map((p) => p.key),
        ),
      ];
      expect(counted.length).toBeGreaterThan(20);
      const same = counted.filter(
        (key) =>
          t(language, key, sampleValues(catalog[key], 1)) === t(language, key, sampleValues(catalog[key], 5)),
      );
      expect(same).toEqual([]);
    },
  );

  it('writes numbers in the locale: 8.126 and 1,5 h in Portuguese, 8,126 and 1.5 h in English', () => {
    expect(t('pt', 'list.more', { count: 8126 })).toBe(', e mais 8.126');
    expect(t('en', 'list.more', { count: 8126 })).toBe(', and 8,126 more');
    expect(t('pt', 'duration.hours', { hours: 1.5 })).toBe('1,5 h');
    expect(t('en', 'duration.hours', { hours: 1.5 })).toBe('1.5 h');
    expect(t('pt-BR', 'inventory.value', { value: 8126.4, items: 12 })).toContain(
      'US$\u00a08.126 em 12 itens',
    );
    expect(t('en-US', 'inventory.value', { value: 8126.4, items: 12 })).toContain('$8,126 over 12 items');
  });

  it('counts in Portuguese as a Brazilian planner writes them: nenhuma, 1 ordem, 2 ordens', () => {
    const header = (orders: number) =>
      t('pt', 'schedule.header', sampleValues(ptBR['schedule.header'], orders));
    expect(header(0)).toContain('nenhuma ordem aberta');
    expect(header(1)).toContain('1 ordem aberta');
    expect(header(2)).toContain('2 ordens abertas');
  });

  it('translates the stock statuses a Portuguese reply shows', () => {
    expect(['adequate', 'low', 'critical'].map((status) => t('pt', 'stock.status', { status }))).toEqual([
      'estoque adequado',
      'estoque baixo',
      'estoque crítico',
    ]);
  });
});
