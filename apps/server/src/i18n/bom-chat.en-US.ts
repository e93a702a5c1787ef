/**
 * The en-US answers of the BOM workspace's AI chat (services/bom/bom-chat.ts), word for word as the
 * chat has always answered; spread into en-US.ts. Money and quantities come in written for the locale.
 */
export const enUSBomChat = {
  'bomChat.suggested':
    'Components used by similar products{hasProduct, select, yes { to {product}} other {}}, most used first: {list}.',
  'bomChat.noSimilar': 'No similar products with BOMs were found to suggest components from.',
  'bomChat.cost': 'Material cost of {quantity} × {product}: {total} ({unit} per unit).',
  'bomChat.usedIn': '{item} goes into {count} finished goods: {list}.',
  'bomChat.notUsed': '{item} is not used in any BOM.',
  'bomChat.alternatives': 'Alternatives to {item}, cheapest first: {list}.',
  'bomChat.noAlternative': 'No item of the same type, category and unit can replace {item}.',
  'bomChat.criticalPath': 'Critical path of {product}: {path} ({days} days of cumulative lead time).',
  'bomChat.explosion': '{product} has {components} components over {depth} levels; material cost {cost}.',
  'bomChat.help':
    'I can suggest components, roll up costs, show where an item is used, find cheaper alternatives, explode a BOM and show its critical path. Name a product or item, e.g. "What does PRODUCT-001 cost for 500 units?"',
  'bomChat.swap': '{item} → {alternative} ({from} → {to} per {unit})',
  'bomChat.unit': 'unit',
  'bomChat.cheaperComponents':
    'Cheaper alternative components for {product}: {list}; saving {saving} on {quantity} × {product}.',
  'bomChat.noCheaperComponent':
    'No component of {product} has a cheaper alternative of the same type, category and unit.',
  'bomChat.whichProduct': 'Which product or item? Enter a product ID or name one in the question.',
};

export type BomChatKey = keyof typeof enUSBomChat;
