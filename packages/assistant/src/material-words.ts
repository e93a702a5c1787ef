/**
 * Words of material descriptions as a planner says them: Portuguese words mapped to the English of
 * the master data, spelling variants, and words that say nothing about which material is meant.
 */
const PHRASES: [RegExp, string][] = [
  [/\bo[-' ]?rings?\b|\boring(s|ues?)?\b|\baneis o[-' ]?ring\b|\banel o[-' ]?ring\b/g, 'oring'],
  [/\bnegro de fumo\b|\bnegro-de-fumo\b/g, 'carbon black'],
  [/\bretentor(es)?\b/g, 'oil seal'],
  [/\bv[- ]belts?\b|\bcorreias?(?: em v)?\b/g, 'vbelt'],
  [/\boxido de zinco\b/g, 'zinc oxide'],
  [/\bacido estearico\b/g, 'stearic acid'],
  [/\bborracha natural\b/g, 'natural rubber'],
];

const WORDS: Record<string, string> = {
  borracha: 'rubber',
  enxofre: 'sulfur',
  sulphur: 'sulfur',
  oxido: 'oxide',
  zinco: 'zinc',
  acido: 'acid',
  estearico: 'stearic',
  cera: 'wax',
  oleo: 'oil',
  parafinico: 'paraffinic',
  plastificante: 'plasticizer',
  poliester: 'polyester',
  fio: 'yarn',
  mola: 'spring',
  inserto: 'insert',
  metalico: 'metal',
  saco: 'bag',
  caixa: 'carton',
  etiqueta: 'label',
  filme: 'film',
  suporte: 'bracket',
  junta: 'gasket',
  mangueira: 'hose',
  radiador: 'radiator',
  aquecedor: 'heater',
  perfil: 'profile',
  porta: 'door',
  vedacao: 'seal',
  lencol: 'sheet',
  chapa: 'sheet',
  folha: 'sheet',
  composto: 'compound',
  acelerador: 'accelerator',
  argila: 'clay',
  caulim: 'kaolin',
  antiozonante: 'antiozonant',
  antidegradante: 'antidegradant',
  desmoldante: 'release',
  lote: 'batch',
  nitrilica: 'nitrile',
  cordonel: 'cord',
  tecido: 'fabric',
  bomba: 'pump',
  agua: 'water',
  motor: 'engine',
  coxim: 'mount',
  coxins: 'mount',
  mounts: 'mount',
  aluminio: 'aluminium',
  aluminum: 'aluminium',
};

/** Words that appear in descriptions but name no material in a command. */
const STOPWORDS = new Set(
  (
    'for the and or ou with of to in on at by an mm de do da dos das para pra pro com em no na um uma os as id ' +
    'high low normal front rear first pass non productive cut grade big bulk wide case service process ' +
    'pc pcs piece pieces kg kgs unit units drum drums bag bags me my our we you is are be it this that ' +
    'shore final standard type new order orders stock'
  ).split(' '),
);

/**
 * Folds phrase variants into single words (`o-rings` → `oring`, `negro de fumo` → `carbon black`),
 * padding with spaces so positions in the text stay the same (no replacement is longer than what
 * it replaces).
 */
export function rewritePhrases(folded: string): string {
  let text = folded;
  for (const [pattern, replacement] of PHRASES) {
    text = text.replace(pattern, (found) => replacement.padEnd(found.length).slice(0, found.length));
  }
  return text;
}

/**
 * The comparable form of one folded word: translated, singular, numbers without leading zeros;
 * undefined for words that name no material.
 */
export function materialWord(word: string): string | undefined {
  if (/^\d+$/.test(word)) return word.length > 5 ? undefined : String(Number(word));
  if (word.length < 2 || STOPWORDS.has(word)) return undefined;
  const translated = WORDS[word] ?? word;
  const singular =
    translated.length > 3 && translated.endsWith('s') && !translated.endsWith('ss')
      ? translated.slice(0, -1)
      : translated;
  return STOPWORDS.has(singular) ? undefined : singular;
}
