import type { StockAndFinanceKey } from './stock-and-finance.en-US.ts';

/** The pt-BR messages of stock-and-finance.en-US.ts, spread into pt-BR.ts. */
export const ptBRStockAndFinance: Record<StockAndFinanceKey, string> = {
  'import.rule.required': 'é obrigatório',
  'import.rule.integer': 'deve ser um número inteiro',
  'import.rule.number': 'deve ser um número',
  'import.rule.text': 'deve ser texto',
  'import.rule.date': 'deve ser uma data (AAAA-MM-DD) ou data e hora ISO 8601 com o fuso',
  'import.rule.plant_years': 'deve estar entre 1970 e 2200',
  'import.rule.no_control_characters': 'não pode conter caracteres de controle',
  'import.rule.end_not_before_start': 'não pode ser antes do início',
  'import.rule.invalid': 'não é válido',
  'import.rule.min': 'deve ser no mínimo {bound}',
  'import.rule.max': 'deve ser no máximo {bound}',
  'import.rule.gt': 'deve ser maior que {bound}',
  'import.rule.max_length': 'deve ter no máximo {bound} caracteres',
  'import.rule.one_of': 'deve ser um de {bound}',
  'import.rule.unknown_material': 'o material {value} não está no cadastro de materiais',
  'import.rule.unknown_work_center': 'o centro de trabalho {value} não existe',
  'import.rule.unknown_order': 'a ordem {value} não está nesta importação nem nos dados próprios',
  'import.rule.duplicate_in_file': '{value} aparece duas vezes neste arquivo (primeiro na linha {first})',
  'import.rule.duplicate_existing': '{value} já existe nos dados próprios',
  'finance.cash':
    '💵 **Posição de caixa**: {total, number, ::currency/USD} em {accounts, plural, =0 {nenhuma conta} one {# conta} other {# contas}} ({breakdown}).',
  'finance.cashAccount': '{name} {balance, number, ::currency/USD}',
  'finance.receivables':
    '📄 **Contas a receber**: {total, number, ::currency/USD} em {open, plural, =0 {nenhuma fatura aberta} one {# fatura aberta} other {# faturas abertas}}; {overdue, number, ::currency/USD} vencidos.',
  'finance.overdueHeader':
    '⏰ **Clientes em atraso**: {count, plural, =0 {nenhuma fatura vencida.} one {# fatura vencida, {total, number, ::currency/USD}:} other {# faturas vencidas, {total, number, ::currency/USD}:}}',
  'finance.overdueLine':
    '- {customer}: {invoice}, {amount, number, ::currency/USD}, {days, plural, =0 {nenhum dia} one {# dia} other {# dias}} de atraso',
  'finance.payables':
    '🏭 **Contas a pagar**: a planta deve {total, number, ::currency/USD} aos fornecedores.',
  'finance.payablesBills':
    '🏭 **Contas a pagar**: a planta deve {total, number, ::currency/USD} aos fornecedores em {open, plural, =0 {nenhuma conta aberta} one {# conta aberta} other {# contas abertas}}; {overdue, number, ::currency/USD} vencidos.',
  'finance.payablesVendor': '- {vendor}: {amount, number, ::currency/USD}',
  'finance.payablesNext':
    'Próximo vencimento: {bill} de {vendor}, {amount, number, ::currency/USD} em {date}.',
  'finance.overdueBillsHeader':
    '⏰ **Contas a pagar vencidas**: {count, plural, =0 {nenhuma conta vencida.} one {# conta vencida, {total, number, ::currency/USD}:} other {# contas vencidas, {total, number, ::currency/USD}:}}',
  'finance.overdueBillLine':
    '- {vendor}: {bill}, {amount, number, ::currency/USD}, {days, plural, =0 {nenhum dia} one {# dia} other {# dias}} de atraso',
  'finance.payBillProposal':
    '💸 **Pagamento proposto**: {amount, number, ::currency/USD} dos {due, number, ::currency/USD} devidos em {bill} a {vendor}, de {account}. Nada foi pago ainda: clique em Pagar na conta {bill} da lista de contas a pagar para efetuá-lo.',
  'finance.billUnknown':
    'Não há conta a pagar {bill} nesta planta. Pergunte "quais contas a pagar estão vencidas?" para vê-las.',
  'finance.billAlreadyPaid': 'A conta a pagar {bill} já está paga: nada é devido nela.',
  'finance.forecast':
    '📈 **Caixa em {days, plural, =0 {nenhum dia} one {# dia} other {# dias}}**: {closing, number, ::currency/USD} em {endDate}, partindo de {opening, number, ::currency/USD} hoje: {inflow, number, ::currency/USD} de entradas de faturas, {outflow, number, ::currency/USD} de saídas por compras. Menor saldo: {lowest, number, ::currency/USD} em {lowestDate}.',
  'finance.trialBalance':
    '⚖️ **Balancete** em {date}: débitos {debit, number, ::currency/USD}, créditos {credit, number, ::currency/USD}{balanced, select, yes {: fechado.} other {: NÃO fecha.}}',
  'finance.profitability':
    '💰 **Rentabilidade, últimos {days, plural, =0 {nenhum dia} one {# dia} other {# dias}}**: receita {revenue, number, ::currency/USD} de {orders, plural, =0 {nenhuma ordem produzida} one {# ordem produzida} other {# ordens produzidas}}, custo {cost, number, ::currency/USD} (material {material, number, ::currency/USD}, mão de obra {labor, number, ::currency/USD}, horas extras {overtime, number, ::currency/USD}), margem {margin, number, ::currency/USD} ({percent, number, ::.#}%).',
  'finance.help':
    'Pergunte sobre a posição de caixa, contas a receber, clientes em atraso, contas a pagar, o balancete, o caixa em 30 dias ou a rentabilidade.',
  'inventory.value':
    '📊 **Valor do estoque**: {value, number, ::currency/USD precision-integer} em {items, plural, =0 {nenhum item} one {# item} other {# itens}} (a custo padrão).',
  'inventory.lowHeader':
    '📦 **{count, plural, =0 {Nenhum item no ponto de pedido ou abaixo} one {# item no ponto de pedido ou abaixo} other {# itens no ponto de pedido ou abaixo}}**',
  'inventory.lowLine':
    '- **{item}** {description}: disponível {available, number, ::.#} {unit}, ponto de pedido {reorderPoint, number, ::.#} ({status})',
  'inventory.noRecord': '{item} não tem registro de estoque.',
  'inventory.location':
    '- {location}: {onHand, number, ::.#} em estoque, {reserved, number, ::.#} em reserva',
  'inventory.item':
    '**{item}** {description}: disponível {available, number, ::.#} {unit} ({onHand, number, ::.#} em estoque, {reserved, number, ::.#} em reserva) — {status}.',
  'inventory.transferDone':
    '{quantity, number, ::.##} {unit} de {item} transferidos de {from} para {to}. {from}: {fromAvailable, number, ::.##} {unit} livres; {to}: {toOnHand, number, ::.##} {unit} em estoque.',
  'inventory.qualityRelease':
    'Liberação da qualidade: {quantity, number, ::.##} {unit} de {item} saíram da quarentena para {to} ({toOnHand, number, ::.##} {unit} em estoque lá).',
  'inventory.alert.outOfStock':
    '{item} {description} está sem estoque: {available, number, ::.##} {unit} disponíveis (ponto de pedido {reorderPoint, number, ::.##}).',
  'inventory.alert.belowReorder':
    '{item} {description} está no ponto de pedido ou abaixo: {available, number, ::.##} {unit} disponíveis, ponto de pedido {reorderPoint, number, ::.##}.',
  'inventory.alert.overReserved':
    '{item} em {location}: {reserved, number, ::.##} {unit} reservados, mas só {onHand, number, ::.##} em estoque.',
  'inventoryChat.scheduling':
    'Isso é um comando de programação: execute-o no PP01 Programação da Produção ou no painel do assistente.',
  'inventoryChat.help':
    'Pergunte sobre estoque: "Quanto temos de RM-778?", "O que está com estoque baixo?", "Onde está o CMP-NBR70?", "Quanto vale o estoque?"',
  'inventoryChat.checkItem': 'Quanto temos de {item}?',
  'inventoryChat.pickLowItem':
    'Qual material? {count, plural, =0 {Diga um, por exemplo RM-778.} one {# item está com estoque baixo:} other {# itens estão com estoque baixo, os críticos primeiro:}}',
  'setup.summary':
    'As trocas em **{type}** ({workCenters}) levam de {min, number} a {max, number} min na matriz de setup.',
  'setup.fallback': 'Uma troca que a matriz não lista leva {minutes, number} min.',
  'setup.cost':
    'À taxa {rated, select, average {média} other {da {rated}}} de {rate, number, ::currency/USD} por hora, uma troca custa de {minCost, number, ::currency/USD} a {maxCost, number, ::currency/USD}{hasFallback, select, yes {; uma não listada, {fallbackCost, number, ::currency/USD}} other {}}.',
  'setup.none': 'A matriz de setup não tem tempos de troca para {type}.',
  'setup.anyFamily': 'qualquer',
  'setup.column.from': 'Da família',
  'setup.column.to': 'Para a família',
  'setup.column.minutes': 'Minutos',
  'setup.column.cost': 'Custo',
  'inventoryChat.column.item': 'Item',
  'inventoryChat.column.description': 'Descrição',
  'inventoryChat.column.available': 'Disponível',
  'inventoryChat.column.reorderPoint': 'Ponto de pedido',
  'inventoryChat.column.status': 'Situação',
  'inventoryChat.column.location': 'Local',
  'inventoryChat.column.onHand': 'Em estoque',
  'inventoryChat.column.reserved': 'Reservado',

  'transfer.proposal':
    'Transferir {quantity, number, ::.##} {unit} de **{item}** de {from} para {to}? {from} tem {free, number, ::.##} {unit} livres. Aplique para transferir.',
  'transfer.releaseProposal':
    'Liberar {quantity, number, ::.##} {unit} de **{item}** da quarentena para {to}? Há {free, number, ::.##} {unit} livres na quarentena. Aplique para liberar.',
  'transfer.short':
    '{from} tem só {free, number, ::.##} {unit} de {item} livres, menos que os {quantity, number, ::.##} {unit} a levar para {to}.',
  'transfer.whichMaterial': 'Qual material deve ser transferido?',
  'transfer.howMuch': 'Quanto de {item} deve ser transferido?',
  'transfer.whereTo': 'Para onde {item} deve ir: MAIN, PRODUCTION, QUARANTINE ou SHIPPING?',
  'transfer.whereFrom': 'De onde {item} deve sair?',
  'transfer.unknownLocation':
    '{location} não é um local de estoque: use MAIN, PRODUCTION, QUARANTINE ou SHIPPING.',
  'transfer.sameLocation':
    'O estoque já está em {location}: a transferência precisa de dois locais diferentes.',
  'transfer.unitMismatch':
    '{item} é controlado em {itemUnit}, não em {unit}: diga a quantidade em {itemUnit}.',
};
