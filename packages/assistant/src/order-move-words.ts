import type { WorkCenterMention } from './work-centers.ts';

/**
 * Moving an order's operation to another machine: "move order 1023 to PRS-04", "put 1023 on press 5",
 * "switch it to PRS-04", "mova a OP 1023 para a PRS-04", "coloca a ordem 1023 na PRS-05". The verb
 * must take the order (or "it") as its object within a few words, so "add a shift on PRS-03" or "run
 * the MRP" are not moves; the machine it goes to is read by `targetWorkCenter`.
 */
export const MACHINE_MOVE =
  /\b(?:move|moving|put|run|switch|shift|reassign|re-assign|transfer|swap|send|load|reroute|re-route|mova|mover|movam|mude|muda|mudar|passa|passar|passe|coloca|colocar|coloque|coloquem|bota|botar|bote|joga|jogar|jogue|roda|rodar|rode|transfere|transferir|transfira|troca|trocar|troque|manda|mandar|mande|realoca|realocar|realoque)\s+(?:(?:the|a|o|order|orders|ordem|op|job|pedido|production|de|producao|operation|operacao|step|etapa|\d{1,4}|of|da|do)\s+){0,6}(?:#?\d{3,6}|it|that|this|that one|this one|ela|ele|essa|esse)\b/;

/** A machine said as where something goes: "to PRS-04", "on press 5", "para a PRS-04", "na prensa 5". */
const TARGET_BEFORE = /\b(?:to|on|onto|into|over to|para|pra|pro|na|no|em|in)\s+(?:the\s+|a\s+|o\s+)?$/;

/**
 * The work center a move sends the operation to: the last machine named right after "to", "on",
 * "para", "na" ...; undefined when none is (in "take 1023 off PRS-03" the machine is where it leaves).
 * A machine said like one the plant does not have ("PRS-99", "press 12") counts too: the server says
 * there is no such work center, where a question back would offer every press.
 */
export function targetWorkCenter(
  mentions: readonly WorkCenterMention[],
  folded: string,
): WorkCenterMention | undefined {
  return mentions.findLast(
    (m) =>
      ((m.candidates.length === 1 && (m.kind === 'id' || m.kind === 'name')) || m.kind === 'unknown') &&
      TARGET_BEFORE.test(folded.slice(0, m.start)),
  );
}

/** The work center a target mention names: its id, or what was said when the plant has no such one. */
export function targetId(mention: WorkCenterMention): string {
  return mention.kind === 'unknown' ? mention.said.trim().toUpperCase() : mention.candidates[0]!;
}

/** "Operation 0010", "operação 20", "step 30": the routing's operation number, four digits. */
const OPERATION_NAMED = /\b(?:operation|operacao|oper\.?|step|etapa)\s*(?:no\.?\s*|n\.?\s*|#\s*)?(\d{1,4})\b/;

/** The operation a command names, as the routing numbers it (`0010`); undefined when it names none. */
export function operationNamed(folded: string): string | undefined {
  const match = OPERATION_NAMED.exec(folded);
  return match ? match[1]!.padStart(4, '0') : undefined;
}
