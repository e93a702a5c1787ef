import type { LineBalancingFocus } from '@takt/contract';
import type { ProductionLine } from '@takt/engine';
import type { LineMasterData } from './line-data.ts';

/** Lower case without accents, so "Prensa", "prensa" and "PRENSA" read alike, "inspeção" as "inspecao". */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Focus words, English and Portuguese, most specific first: setups before schedule ("minimize setups"). */
const FOCUS_WORDS: readonly [LineBalancingFocus, RegExp][] = [
  ['setups', /\b(setups?|changeovers?|trocas?|preparac|set-?up)/],
  ['bottlenecks', /\b(bottlenecks?|gargalos?|constraints?|restricao|restricoes)/],
  ['capacity', /\b(capacit|capacidade|shifts?|turnos?|overtime|hora extra|utiliza)/],
  ['schedule', /\b(schedul|sequenc|programa|otimiz|optimi[sz])/],
];

/** The focus a command asks for, or undefined when it names none. */
export function focusOfCommand(command: string): LineBalancingFocus | undefined {
  const text = plain(command);
  return FOCUS_WORDS.find(([, words]) => words.test(text))?.[0];
}

/** Other words for a product family (material category), English and Portuguese. */
const FAMILY_WORDS: Record<string, RegExp> = {
  hose: /\bmangueira/,
  gasket: /\b(junta|gaxeta)/,
  'o-ring': /\b(o-?rings?|aneis|anel)/,
  'oil seal': /\b(seals?|retentor)/,
  'engine mount': /\b(mounts?|coxi)/,
  profile: /\bperf(il|is)/,
  'v-belt': /\b(belts?|correia)/,
  compound: /\bcomposto/,
  sheet: /\b(lencol|lencois|folha|chapa)/,
  preform: /\bpre-?forma/,
};

/** Words for a work-center type, by the type's own name, its process and Portuguese names. */
const TYPE_WORDS: Record<string, RegExp> = {
  banbury: /\b(banbury|mix(er|ing)?|misturad|mistura)/,
  mill: /\b(mills?|milling|moinho|cilindro)/,
  extruder: /\b(extru)/,
  calender: /\b(calend)/,
  press: /\b(press(es)?|molding|moulding|moldagem|prensas?)/,
  autoclave: /\b(autoclave|curing|cura|vulcaniz)/,
  trimming: /\b(trim|rebarb|acabamento)/,
  inspection: /\b(inspect|inspec|qualidade)/,
  packaging: /\b(pack|embal)/,
};

/**
 * The line a command names: a product of the line ("FG-GSK-FL100"), one of its families ("gaskets",
 * "hose"), or a work center or work-center word ("PRS-01", "press", "prensa"); for a work center the
 * line it starts wins, then the line with more products. Undefined when it names none.
 */
export function lineOfCommand(
  command: string,
  lines: readonly ProductionLine[],
  master: LineMasterData,
): ProductionLine | undefined {
  const text = plain(command);
  const byProduct = lines.find((l) => l.products.some((p) => text.includes(plain(p))));
  if (byProduct) return byProduct;
  const byFamily = lines.find((l) =>
    l.families.some((f) => {
      const family = plain(f).replace(/s$/, '');
      const alias = FAMILY_WORDS[family];
      return (
        (family.length >= 3 && new RegExp(`\\b${escapeRegExp(family)}`).test(text)) ||
        alias?.test(text) === true
      );
    }),
  );
  if (byFamily) return byFamily;
  const types = new Set<string>();
  for (const [id, wc] of master.workCenters) {
    if (text.includes(plain(id))) types.add(wc.type);
  }
  for (const wc of master.workCenters.values()) {
    const words = TYPE_WORDS[plain(wc.type)] ?? new RegExp(`\\b${escapeRegExp(plain(wc.type))}`);
    if (words.test(text)) types.add(wc.type);
  }
  if (types.size === 0) return undefined;
  const withType = lines.filter((l) => l.stations.some((s) => types.has(s.type)));
  return withType.find((l) => types.has(l.stations[0]!.type)) ?? withType[0];
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
