import type { Language } from './interpretation.ts';
import { foldText } from './text.ts';

const PORTUGUESE_WORDS = new Set(
  (
    'de do da dos das para pra pro nao esta estao o os as a um uma com por no na nos nas em ao que qual quais ' +
    'quanto quantos onde cade quando como estoque saldo pedido pedidos ordem ordens prensa prensas quebrou parou ' +
    'parada amanha hoje ontem semana dias horas pecas ate gerar rodar roda faz fazer mostra mostre precisa ' +
    'precisamos temos tem vai atraso atrasou atrasado urgente relatorio programacao producao entrega conseguimos ' +
    'ajuda oi ola voce segunda terca quarta quinta sexta sabado domingo misturador extrusora cilindro calandra ' +
    'falha manutencao enxofre quarentena expedicao almoxarifado transferir mover criar novo nova alterar mudar ' +
    'adiar antecipar prioridade gargalo carga balanceamento resumo lista estrutura componentes receita mil ' +
    'metros unidades quilos litros toneladas dia preciso sugestoes compra necessidades quebrada e ou se ja ' +
    'libera liberar libere liberada liberado ' +
    // The short answers of a conversation: "sim, aplica", "desfaz isso", "cancela ela".
    'sim isso isto essa esse ela ele aplica aplicar aplique desfaz desfazer desfaca cancela cancelar ' +
    'descarta descartar confirma confirmar pode agora depois quero'
  ).split(' '),
);

const ENGLISH_WORDS = new Set(
  (
    'the is are of for to by on in at what how where which who when order orders stock inventory broke broken ' +
    'down failure tomorrow today yesterday please can could we do does have has need needs run show give me ' +
    'make create new move change set due until since from and or with it its this that these there hours days ' +
    'week pcs pieces units report status help hi hello schedule plan late delayed delay rush urgent value low ' +
    'much many our any be will was get into use used whats hows anything items release released'
  ).split(' '),
);

/** How many Portuguese and English signs a text has: words of each, and accents for Portuguese. */
function languageScores(text: string): { portuguese: number; english: number } {
  let portuguese = Math.min(4, (text.match(/[ãõçáéíóúâêôà]/gi) ?? []).length) * 1.5;
  let english = 0;
  for (const word of foldText(text).match(/[a-z]+/g) ?? []) {
    if (PORTUGUESE_WORDS.has(word)) portuguese++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  return { portuguese, english };
}

/**
 * The language of a command: Portuguese when its words and accents say so more than English ones,
 * else English (the default for ids-only or empty commands).
 */
export function detectLanguage(text: string): Language {
  const { portuguese, english } = languageScores(text);
  return portuguese > english ? 'pt' : 'en';
}

/** Whether a text has no word or accent of either language ("BAN-02", "4h", "manda ver"). */
export function showsNoLanguage(text: string): boolean {
  const { portuguese, english } = languageScores(text);
  return portuguese === 0 && english === 0;
}

/** How far one language must lead for a short text to show it: "no, PRS-04" does not show Portuguese. */
const CLEAR_LEAD = 2;

/**
 * The language a text clearly shows, or undefined when it shows none or too little ("BAN-02",
 * "4h", "no, PRS-04"): a short answer in a conversation is in the conversation's language.
 */
export function shownLanguage(text: string): Language | undefined {
  const { portuguese, english } = languageScores(text);
  if (Math.abs(portuguese - english) < CLEAR_LEAD) return undefined;
  return portuguese > english ? 'pt' : 'en';
}
