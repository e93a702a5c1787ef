/**
 * The planner's yes or no to the proposal of the previous reply (issue 10, conversation state): a
 * message made only of confirmation words ("yes, apply it", "ok, go ahead", "sim, aplica", "pode
 * aplicar", "confirma") or of refusal words ("no", "discard it", "descarta", "não aplica"). Only a
 * whole message counts, so "no wait, it's back" and "cancel order 1044" are read as what they say.
 * Matched on the folded text (lower case, no accents).
 */

const YES =
  "yes|yeah|yep|yup|sure|ok|okay|okey|alright|all right|fine|great|perfect|good|cool|sounds good|looks good|lgtm|sim|isso|beleza|blz|certo|perfeito|otimo|show|fechado|ta bom|tudo bem|claro|pode ser|pode|com certeza|manda|let's|lets";
const FILLER =
  'please|pls|it|that|this|the|them|now|then|just|go|us|por favor|pf|entao|agora|ja|essa|esse|a|o|la|change|changes|proposal|plan|new plan|alteracao|alteracoes|mudanca|mudancas|proposta|plano|novo plano|sugestao|thanks|thank you|obrigad[oa]|valeu|after all|anyway|anyways|ai|mesmo assim|assim mesmo|de qualquer jeito|de qualquer forma';
const APPLY =
  'apply|applied|aplica|aplicar|aplique|aplicado|lanca|lancar|lance|lancado|book it|book that|confirm|confirmed|confirma|confirmar|confirme|confirmo|confirmado|go ahead|do it|proceed|accept|accepted|aceita|aceitar|aceito|approve|approved|aprova|aprovar|aprovo|aprovado|pode ir|pode seguir|pode mandar|manda ver|segue|executa|executar|bora|vai fundo';
const DISCARD =
  'no|nope|nah|nao|discard|discarded|descarta|descartar|descarte|descartado|reject|rejected|rejeita|rejeitar|rejeito|forget it|forget about it|esquece|esqueca|deixa pra la|deixa para la|never ?mind|cancel|cancela|cancelar|cancelado|drop it|scrap it|not now|agora nao|keep the (?:old|current|previous|existing) (?:plan|schedule)|mantem o plano (?:antigo|atual|anterior)|fica com o plano (?:antigo|atual|anterior)';
const NEGATION = "don'?t|do not|dont|nao|n|never|not";

const SEPARATOR = String.raw`[\s,.!;:]+`;
const PHRASE = `(?:${[YES, FILLER, APPLY, DISCARD, NEGATION].join('|')})`;
/** The whole message is made of those words (and punctuation). */
const ONLY = String.raw`^[\s,.!?;:]*${PHRASE}(?:${SEPARATOR}${PHRASE})*[\s,.!?;:]*$`;
const NEGATED_APPLY = String.raw`\b(?:${NEGATION})\s+(?:\w+\s+)?(?:${APPLY})\b`;
/** "Don't cancel it", "não descarta": a refusal denied keeps the proposal, so it is no discard. */
const NEGATED_DISCARD = String.raw`\b(?:${NEGATION})\s+(?:\w+\s+)?(?:${DISCARD})\b`;

/** "yes, apply it", "ok, go ahead", "sim, aplica", "pode aplicar", "confirma". */
export const APPLY_MESSAGE = new RegExp(`^(?=${ONLY})(?!.*${NEGATED_APPLY})(?=.*\\b(?:${APPLY})\\b)`);
/**
 * A message that ends by taking back what it said: "no wait, PRS-05 is fine, forget it", "ah, deixa
 * pra lá". Whatever came before is withdrawn, so the message proposes nothing.
 */
const RETRACTED_AT_END =
  /\b(?:forget (?:it|that|about it)|never ?mind|scratch that|ignore (?:it|that)|esquece(?: isso)?|esqueca(?: isso)?|deixa (?:pra|para) la|desconsidera(?: isso)?)[\s.!]*$/;
/** "Esquece, segunda não precisa", "never mind, it's fine": taken back first, the reason after. */
const RETRACTED_FIRST =
  /^\W*(?:forget (?:it|that|about it)|never ?mind|scratch that|esquece(?: isso)?|esqueca(?: isso)?|deixa (?:pra|para) la|desconsidera(?: isso)?)\s*[,.;!-]/;
/** "no", "discard it", "descarta", "não aplica", "don't apply it", "…, forget it". */
export const DISCARD_MESSAGE = new RegExp(
  `^(?:(?=${ONLY})(?!.*${NEGATED_DISCARD})(?=.*(?:\\b(?:${DISCARD})\\b|${NEGATED_APPLY}))|(?=.*${RETRACTED_AT_END.source})|(?=${RETRACTED_FIRST.source}))`,
);
/** A bare yes ("yes", "ok", "sim", "pode ser"): agreeing to the proposal, said less plainly. */
export const YES_MESSAGE = new RegExp(
  `^(?=${ONLY})(?!.*\\b(?:${DISCARD}|${NEGATION})\\b)(?=.*\\b(?:${YES})\\b)`,
);
