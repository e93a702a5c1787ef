/**
 * Words that ask what would happen rather than tell what happened (issue 10, what-if): "what if",
 * "what would happen if", "suppose", "simulate", "hypothetically", "e se", "o que acontece(ria)
 * se", "simula", "suponha", "imagina", "sem aplicar", and a message that opens with "if" / "se"
 * and asks ("if PRS-03 stops, what happens?").
 */
const WHAT_IF =
  /\b(?:what if|what-if|what would happen|what happens if|what'?s the impact if|how would (?:the plan|the schedule|it|things) (?:look|change)|suppos\w*|imagine|simulat\w*|hypothetic\w*|without applying|(?:just|only) (?:test|check|see) what|e se|o que acontece(?:ria)? se|qual (?:seria |e |o )?(?:o )?impacto se|como fica(?:ria)? (?:o plano|a programacao)? ?se|simul\w*|supo(?:nha|ndo|e|mos)|imagin\w*|hipotetic\w*|sem aplicar|so pra ver|so para ver)\b/;
const OPENS_WITH_IF = /^\W*(?:if|se)\b/;
const ASKS_OUTCOME = /\?|\b(?:what happens|what would|o que acontece)\b/;
/**
 * A question about the consequences of a condition said after it: "which orders will be late if
 * EXT-02 stops for a day?", "quais ordens atrasam se a EXT-02 parar um dia?". In Portuguese "se" is
 * also a pronoun ("a PRS-03 se quebrou"), so the condition needs a verb of the future subjunctive.
 */
const ASKS_IF_LATER =
  /^\W*(?:which|what|how|who|will|would|quais|qual|quantas?|quantos?|o que|como|quem)\b.*\bif\b|\bse (?:\S+ ){0,4}(?:parar|quebrar|cair|atrasar|ficar|chegar|faltar|for|tiver|entrar|sair|voltar|falhar|desligar)\b/;

/** Whether a folded command only asks what would happen, so it is computed and compared, never applied. */
export function isHypothetical(folded: string): boolean {
  return (
    WHAT_IF.test(folded) ||
    (OPENS_WITH_IF.test(folded) && ASKS_OUTCOME.test(folded)) ||
    (ASKS_OUTCOME.test(folded) && ASKS_IF_LATER.test(folded))
  );
}

/** The words a what-if button's prompt opens with, so the click reads as a what-if again. */
export const WHAT_IF_PREFIX = { en: 'Simulate:', pt: 'Simular:' } as const;
