/**
 * Words that ask which orders something hits: "which orders does that hit?", "which orders are
 * affected?", "what does it impact", "quais ordens isso afeta?", "que ordens isso pega?", "quais
 * pedidos foram afetados?".
 */
export const AFFECTS =
  /\b(?:affect\w*|hits?|impact\w*|afeta\w*|afetad[oa]s?|ating\w*|pega|pegou|impacta\w*|prejudic\w*)\b/;

/**
 * Words that ask what a machine was (or is) running: "what's on PRS-06 today?", "what was running
 * on PRS-06", "o que tinha na BAN-01 hoje?", "o que está na PRS-06". After a breakdown of that
 * machine, they ask which orders the downtime hits.
 */
export const RUNS_ON =
  /\b(?:what'?s on|what is on|what was on|what runs on|what (?:is|was) running on|what was scheduled on|o que (?:tinha|tem|tava|estava|esta|roda\w*|ia rodar|estava programado) (?:na|no|em)|que ordens? (?:tinha|tem|estava|estavam|iam?) (?:na|no))\b/;

/** Whether a folded command asks which orders something hits (`AFFECTS`) or what a machine runs (`RUNS_ON`). */
export function asksAffected(folded: string): boolean {
  return AFFECTS.test(folded) || RUNS_ON.test(folded);
}
