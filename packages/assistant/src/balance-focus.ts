import type { BalanceFocus } from './interpretation.ts';

// Folded text (lower case, no accents). Setups first: "minimize setups on the press line" is about
// changeovers even though it names a line; then the line's constraint, its sequence, its load.
const FOCUS_WORDS: readonly [BalanceFocus, RegExp][] = [
  [
    'setups',
    /\b(setups?|set-ups?|changeovers?|change-overs?|trocas? de (?:molde|composto|ferramenta|produto)s?|tempos? de (?:setup|troca|preparacao))\b/,
  ],
  ['bottlenecks', /\b(bottlenecks?|constraints?|gargal\w*|restricao|restricoes)\b/],
  [
    'schedule',
    /\b(schedul\w*|sequenc\w*|optimi[sz]\w*|programacao|programar|sequenci\w*|otimiz\w*|cronograma)\b/,
  ],
  [
    'capacity',
    /\b(capacity|capacidade|utili[sz]ation|utiliza\w*|load|carga|ocupacao|overload\w*|sobrecarg\w*)\b/,
  ],
];

/**
 * What a line-balancing command asks to look at (the four quick actions of planning-workspaces §2):
 * its bottlenecks, its schedule, its setups or its capacity; undefined for the whole analysis.
 */
export function balanceFocus(folded: string): BalanceFocus | undefined {
  return FOCUS_WORDS.find(([, words]) => words.test(folded))?.[0];
}
