import type { BomChatKey } from './bom-chat.en-US.ts';

/** The pt-BR answers of bom-chat.en-US.ts, in a Brazilian planner's words; spread into pt-BR.ts. */
export const ptBRBomChat: Record<BomChatKey, string> = {
  'bomChat.suggested':
    'Componentes usados por produtos parecidos{hasProduct, select, yes { com {product}} other {}}, dos mais usados para os menos: {list}.',
  'bomChat.noSimilar': 'Nenhum produto parecido com lista técnica foi encontrado para sugerir componentes.',
  'bomChat.cost': 'Custo de material de {quantity} × {product}: {total} ({unit} por unidade).',
  'bomChat.usedIn':
    '{item} entra em {count, plural, =0 {nenhum produto acabado} one {# produto acabado} other {# produtos acabados}}: {list}.',
  'bomChat.notUsed': '{item} não é usado em nenhuma lista técnica.',
  'bomChat.alternatives': 'Alternativas a {item}, da mais barata para a mais cara: {list}.',
  'bomChat.noAlternative': 'Nenhum item do mesmo tipo, categoria e unidade pode substituir {item}.',
  'bomChat.criticalPath':
    'Caminho crítico de {product}: {path} ({days, plural, =0 {# dias} one {# dia} other {# dias}} de lead time acumulado).',
  'bomChat.explosion':
    '{product} tem {components, plural, =0 {nenhum componente} one {# componente} other {# componentes}} em {depth, plural, =0 {nenhum nível} one {# nível} other {# níveis}}; custo de material {cost}.',
  'bomChat.help':
    'Posso sugerir componentes, calcular custos, mostrar onde um item é usado, buscar alternativas mais baratas, explodir uma lista técnica e mostrar seu caminho crítico. Cite um produto ou item, por exemplo "Quanto custa o PRODUCT-001 para 500 unidades?"',
  'bomChat.swap': '{item} → {alternative} ({from} → {to} por {unit})',
  'bomChat.unit': 'unidade',
  'bomChat.cheaperComponents':
    'Componentes alternativos mais baratos para {product}: {list}; economia de {saving} em {quantity} × {product}.',
  'bomChat.noCheaperComponent':
    'Nenhum componente de {product} tem alternativa mais barata do mesmo tipo, categoria e unidade.',
  'bomChat.whichProduct': 'Qual produto ou item? Informe o código do produto ou cite um na pergunta.',
};
