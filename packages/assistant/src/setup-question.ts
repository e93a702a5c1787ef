import type { WorkCenterRecord } from './interpretation.ts';
import { foldText } from './text.ts';

/**
 * A question about setup (changeover) time on a kind of work center: "How long does compound cleaning
 * take?", "What does a mold change cost us?", "Compound cleaning on BAN-01 takes 90 minutes".
 */
export interface SetupQuestion {
  /** The work center type whose setup matrix answers it ('Banbury', 'Press' ...). */
  workCenterType: string;
  /** A work center the question names, when it names one. */
  workCenterId?: string;
  /** The question asks what a change costs, not only how long it takes. */
  asksCost: boolean;
}

// The shop's words for a changeover of each kind of machine: cleaning the mixer between compounds, changing
// the mold on a press (English and Portuguese, folded: no accents, lower case).
const KIND_WORDS: readonly [string, RegExp][] = [
  [
    'Banbury',
    /\b(compound clean\w*|clean\w* (the )?(mixer|banbury)|compound change\w*|limpeza (de |do )?(composto|misturador|banbury)|troca de composto)\b/,
  ],
  [
    'Press',
    /\b(mou?ld change\w*|chang\w* (the |a )?mou?lds?|mou?ld swap\w*|troca(s)? de molde\w*|trocar (o |de )?molde)\b/,
  ],
];
const SETUP_WORDS = /\b(setups?|changeovers?|set-?up time|tempo de (setup|troca|preparacao))\b/;
const COST_WORDS = /\b(costs?|costing|how much .*(money|\$)|custa\w*|custos?|quanto (custa|sai))\b/;

/**
 * Reads a setup-time question, offline: the kind of machine from the shop's words for its
 * changeover (compound cleaning → Banbury, mold change → Press) or from a work center it names
 * together with a setup word; undefined when the text is not about setup.
 */
export function readSetupQuestion(
  text: string,
  workCenters: readonly WorkCenterRecord[],
): SetupQuestion | undefined {
  const folded = foldText(text);
  const named = workCenters.find((wc) => new RegExp(`\\b${foldText(wc.id)}\\b`).test(folded));
  const kind = KIND_WORDS.find(([, words]) => words.test(folded))?.[0];
  const type = kind ?? (named && SETUP_WORDS.test(folded) ? named.type : undefined);
  if (!type) return undefined;
  const asksCost = COST_WORDS.test(folded);
  return {
    workCenterType: type,
    ...(named && named.type === type ? { workCenterId: named.id } : {}),
    asksCost,
  };
}
