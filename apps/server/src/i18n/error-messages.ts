import type { ErrorCode } from '../errors.ts';
import { type Locale, localeOf } from './locale.ts';

/** The language of an error message: a reply's locale. */
export type Language = Locale;

/** en-US unless the caller prefers Portuguese (the first language of Accept-Language). */
export function languageOf(acceptLanguage: string | undefined): Language {
  return localeOf((acceptLanguage ?? '').split(',')[0]?.trim());
}

type Catalog = Record<ErrorCode, string>;

const EN: Catalog = {
  VALIDATION_FAILED: 'Request validation failed',
  INVALID_JSON: 'The request body is not valid JSON',
  BODY_TOO_LARGE: 'The request body is larger than {limit}',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type: {type}',
  ROUTE_NOT_FOUND: 'No API endpoint {method} {path}',
  ORDER_NOT_FOUND: 'Production order {orderId} does not exist in this dataset',
  ORDER_EXISTS: 'Production order {orderId} already exists',
  VERSION_CONFLICT:
    'Production order {orderId} was changed by someone else (version {current}); reload it and try again',
  ORDER_TRANSITION_INVALID:
    'Production order {orderId} is {from}; it cannot go to {to} (allowed from {allowed})',
  DATASET_READ_ONLY:
    'The default dataset is read-only. Identify yourself (X-User-Id or a sign-in) to work on your own playground copy',
  IDENTITY_REQUIRED: 'This needs an identified caller (X-User-Id or a sign-in)',
  UNAUTHORIZED: 'Authentication failed: {reason}',
  RATE_LIMITED: 'Too many requests: at most {limit} per {window}. Try again later',
  BOM_INVALID: 'The BOM cannot be saved: {count} problem(s), listed in details',
  BOM_CYCLE: 'Circular reference detected: {cycle}',
  BOM_NOT_FOUND: 'No BOM exists for {productId}',
  BOM_EXISTS: 'A BOM for {productId} already exists; change it instead',
  ITEM_NOT_FOUND: 'Item {itemId} does not exist in this dataset',
  WORK_CENTER_NOT_FOUND: 'Work center {workCenterId} does not exist in this dataset',
  LINE_NOT_FOUND: 'Line {lineId} is not a line of this dataset',
  NO_PRODUCTION_LINES: 'This dataset has no routings to derive a production line from',
  MRP_INVALID: 'The MRP run cannot start: {count} problem(s), listed in details',
  LINE_TASK_UNKNOWN_PREDECESSOR:
    'Task {taskId} names predecessor {predecessor}, which is not one of the tasks',
  LINE_TASK_LOOP: 'The precedences form a loop through task {taskId}; a line needs an order without loops',
  LINE_TASK_TOO_LONG:
    'Task {taskId} takes {time}, longer than the cycle time {cycleTime}: no station can hold it',
  LINE_TASK_DUPLICATE: 'Task {taskId} appears more than once',
  IMPORT_INVALID:
    'Nothing was imported: {count} problem(s) in the rows, each listed with its row, field and rule',
  IMPORT_EMPTY: 'Nothing was imported: the import has no rows',
  IMPORT_TOO_MANY_ROWS: 'Nothing was imported: {count} {table} rows, more than the limit of {limit}',
  IMPORT_FILE_TOO_LARGE: 'Nothing was imported: the file is larger than the limit of {limit}',
  IMPORT_FILE_UNREADABLE: 'Nothing was imported: the file cannot be read ({reason})',
  PLAN_CHANGED:
    'The plan changed since this schedule was made (version {read}, now {current}); run it again on the current plan',
  ALREADY_EXISTS: '{id} already exists; it was saved by another request at the same moment',
  WRITE_CONFLICT:
    'Another change to the same data was saved at the same moment; nothing was changed. Try again',
  PROPOSAL_STALE:
    'The plan changed since this proposal was made (version {read}, now {current}); ask again for a fresh one',
  PROPOSAL_NOT_FOUND: 'Proposal {proposalId} is not one the assistant made to you',
  PROPOSAL_APPLIED: 'This proposal was applied already; nothing more was changed',
  PROPOSAL_DISCARDED: 'This proposal was discarded; ask again for a fresh one',
  PROMISE_NOT_FOUND: 'Promise analysis {analysisId} does not exist; analyze the order again',
  RESULT_TOO_LARGE:
    'The result is too large to keep and send; ask for less (fewer orders, a shorter horizon, fewer items listed)',
  PROMISE_CHANGED: 'The accepted order differs from its analysis ({field}); analyze it again',
  PROMISE_NOT_FEASIBLE: 'This promise is not feasible as analyzed; it cannot be accepted',
  PROMISE_STALE: 'The stock or orders this promise counted on changed since ({reason}); analyze it again',
  STOCK_SHORT:
    'Not enough {materialId} at {location}: {requested} requested, {available} available ({short} short)',
  INVOICE_NOT_FOUND: 'Invoice {invoiceId} does not exist in this dataset',
  PAYMENT_EXCEEDS_DUE: 'A payment of {amount} exceeds the {due} still due on invoice {invoiceId}',
  NOT_CASH_ACCOUNT: 'Account {accountId} is not a cash or bank account',
  BILL_NOT_FOUND: 'Bill {billId} does not exist in this dataset',
  BILL_PAID: 'Bill {billNumber} is already paid',
  BILL_PAYMENT_EXCEEDS_DUE: 'A payment of {amount} exceeds the {due} still due on bill {billNumber}',
  PURCHASE_ORDER_NOT_FOUND: 'Purchase order {poId} does not exist in this dataset',
  PURCHASE_ORDER_RECEIVED:
    'Purchase order {poId} is not open or in transit ({status}): it cannot be received again',
  SALES_ORDER_NOT_FOUND: 'Sales order {salesOrderId} does not exist in this dataset',
  SALES_ORDER_SHIPPED:
    'Sales order {salesOrderId} is not open or confirmed ({status}): it cannot be shipped again',
  CHANGE_NOT_FOUND: 'Change {changeId} does not exist or was already undone',
  CHANGE_NOT_LATEST: 'Change {changeId} has later changes in force ({later}); undo those first',
  CHANGE_ALREADY_UNDONE: 'Change {changeId} is already undone',
  INFEASIBLE: 'The plan cannot be scheduled: {count} problem(s) in the data, listed in details',
  PLAN_BREAKS_RULES: 'This plan breaks {count} hard rule(s), listed in details: it cannot be applied',
  RUN_NOT_FOUND: 'Schedule run {runId} does not exist',
  RUN_FINISHED:
    'Schedule run {runId} has already ended ({status}); only a queued or running solve can be cancelled',
  RUN_CANCELLED: 'Schedule run {runId} was cancelled',
  SOLVE_QUEUE_FULL:
    'You already have {limit} solve(s) queued or running, the most allowed at once; wait for one to end or cancel one. Try again in {retryAfter} seconds',
  STATION_ASSIGNMENT_BUSY:
    'The server is already running or holding {limit} station assignments, the most at once; nothing was computed. Try again in {retryAfter} seconds',
  SCHEDULE_STALE:
    'The schedule no longer matches the plan: {count} order(s) or operation(s) are gone, listed in details',
  SOLVE_TIMEOUT: 'Schedule run {runId} is still running; follow it at /api/schedule/runs/{runId}',
  SOLVE_FAILED: 'The solver failed: {reason}',
  DATABASE_UNAVAILABLE:
    'The database connection was lost; nothing was changed. Try again in {retryAfter} seconds',
  AUTH_UNAVAILABLE:
    'The sign-in service cannot be reached to check the token; nothing was changed. Try again in {retryAfter} seconds',
  BAD_URL: 'The address {path} is not valid URL text',
  URI_TOO_LONG: 'The address is too long: a path segment may have at most {limit} characters',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  BAD_REQUEST: 'The request is not valid HTTP',
  VALUE_OUT_OF_RANGE:
    'A value of the request is out of what can be stored (a number too large, a date out of range or a control character)',
  INTERNAL: 'Internal server error',
};

const PT: Catalog = {
  VALIDATION_FAILED: 'A validação da requisição falhou',
  INVALID_JSON: 'O corpo da requisição não é um JSON válido',
  BODY_TOO_LARGE: 'O corpo da requisição é maior que {limit}',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado: {type}',
  ROUTE_NOT_FOUND: 'Não existe o endpoint {method} {path}',
  ORDER_NOT_FOUND: 'A ordem de produção {orderId} não existe neste conjunto de dados',
  ORDER_EXISTS: 'A ordem de produção {orderId} já existe',
  VERSION_CONFLICT:
    'A ordem de produção {orderId} foi alterada por outra pessoa (versão {current}); recarregue e tente novamente',
  ORDER_TRANSITION_INVALID:
    'A ordem de produção {orderId} está {from}; não pode passar para {to} (permitido a partir de {allowed})',
  DATASET_READ_ONLY:
    'O conjunto de dados padrão é somente leitura. Identifique-se (X-User-Id ou login) para trabalhar na sua cópia',
  IDENTITY_REQUIRED: 'Esta operação exige um usuário identificado (X-User-Id ou login)',
  UNAUTHORIZED: 'Falha na autenticação: {reason}',
  RATE_LIMITED: 'Requisições demais: no máximo {limit} por {window}. Tente mais tarde',
  BOM_INVALID: 'A lista técnica não pode ser salva: {count} problema(s), listados em details',
  BOM_CYCLE: 'Referência circular detectada: {cycle}',
  BOM_NOT_FOUND: 'Não existe lista técnica para {productId}',
  BOM_EXISTS: 'Já existe uma lista técnica para {productId}; altere-a',
  ITEM_NOT_FOUND: 'O item {itemId} não existe neste conjunto de dados',
  WORK_CENTER_NOT_FOUND: 'O centro de trabalho {workCenterId} não existe neste conjunto de dados',
  LINE_NOT_FOUND: 'A linha {lineId} não é uma linha deste conjunto de dados',
  NO_PRODUCTION_LINES: 'Este conjunto de dados não tem roteiros dos quais derivar uma linha de produção',
  MRP_INVALID: 'O MRP não pode rodar: {count} problema(s), listados em details',
  LINE_TASK_UNKNOWN_PREDECESSOR:
    'A tarefa {taskId} cita a predecessora {predecessor}, que não está entre as tarefas',
  LINE_TASK_LOOP:
    'As precedências formam um ciclo passando pela tarefa {taskId}; uma linha precisa de uma ordem sem ciclos',
  LINE_TASK_TOO_LONG:
    'A tarefa {taskId} leva {time}, mais que o tempo de ciclo {cycleTime}: nenhuma estação a comporta',
  LINE_TASK_DUPLICATE: 'A tarefa {taskId} aparece mais de uma vez',
  IMPORT_INVALID:
    'Nada foi importado: {count} problema(s) nas linhas, cada um listado com linha, campo e regra',
  IMPORT_EMPTY: 'Nada foi importado: a importação não tem linhas',
  IMPORT_TOO_MANY_ROWS: 'Nada foi importado: {count} linhas de {table}, acima do limite de {limit}',
  IMPORT_FILE_TOO_LARGE: 'Nada foi importado: o arquivo é maior que o limite de {limit}',
  IMPORT_FILE_UNREADABLE: 'Nada foi importado: o arquivo não pode ser lido ({reason})',
  PLAN_CHANGED:
    'O plano mudou desde que esta programação foi feita (versão {read}, agora {current}); rode-a de novo sobre o plano atual',
  ALREADY_EXISTS: '{id} já existe; outra requisição o salvou no mesmo instante',
  WRITE_CONFLICT:
    'Outra alteração nos mesmos dados foi salva no mesmo instante; nada foi alterado. Tente de novo',
  PROPOSAL_STALE: 'O plano mudou desde esta proposta (versão {read}, agora {current}); peça uma nova',
  PROPOSAL_NOT_FOUND: 'A proposta {proposalId} não é uma que o assistente fez a você',
  PROPOSAL_APPLIED: 'Esta proposta já foi aplicada; nada mais mudou',
  PROPOSAL_DISCARDED: 'Esta proposta foi descartada; peça uma nova',
  PROMISE_NOT_FOUND: 'A análise de promessa {analysisId} não existe; analise o pedido de novo',
  RESULT_TOO_LARGE:
    'O resultado é grande demais para guardar e enviar; peça menos (menos ordens, um horizonte menor, menos itens listados)',
  PROMISE_CHANGED: 'O pedido aceito difere da sua análise ({field}); analise de novo',
  PROMISE_NOT_FEASIBLE: 'Esta promessa não é viável como analisada; não pode ser aceita',
  PROMISE_STALE: 'O estoque ou as ordens com que esta promessa contava mudaram ({reason}); analise de novo',
  STOCK_SHORT:
    'Saldo insuficiente de {materialId} em {location}: {requested} pedidos, {available} disponíveis (faltam {short})',
  INVOICE_NOT_FOUND: 'A fatura {invoiceId} não existe neste conjunto de dados',
  PAYMENT_EXCEEDS_DUE: 'Um pagamento de {amount} excede os {due} ainda devidos na fatura {invoiceId}',
  NOT_CASH_ACCOUNT: 'A conta {accountId} não é uma conta de caixa ou banco',
  BILL_NOT_FOUND: 'A conta a pagar {billId} não existe neste conjunto de dados',
  BILL_PAID: 'A conta a pagar {billNumber} já está paga',
  BILL_PAYMENT_EXCEEDS_DUE:
    'Um pagamento de {amount} excede os {due} ainda devidos na conta a pagar {billNumber}',
  PURCHASE_ORDER_NOT_FOUND: 'O pedido de compra {poId} não existe neste conjunto de dados',
  PURCHASE_ORDER_RECEIVED:
    'O pedido de compra {poId} não está aberto nem em trânsito ({status}): não pode ser recebido de novo',
  SALES_ORDER_NOT_FOUND: 'O pedido de venda {salesOrderId} não existe neste conjunto de dados',
  SALES_ORDER_SHIPPED:
    'O pedido de venda {salesOrderId} não está aberto nem confirmado ({status}): não pode ser expedido de novo',
  CHANGE_NOT_FOUND: 'A alteração {changeId} não existe ou já foi desfeita',
  CHANGE_NOT_LATEST: 'A alteração {changeId} tem alterações posteriores em vigor ({later}); desfaça-as antes',
  CHANGE_ALREADY_UNDONE: 'A alteração {changeId} já foi desfeita',
  INFEASIBLE: 'O plano não pode ser programado: {count} problema(s) nos dados, listados em details',
  PLAN_BREAKS_RULES:
    'Este plano viola {count} regra(s) obrigatória(s), listadas em details: não pode ser aplicado',
  RUN_NOT_FOUND: 'A execução {runId} não existe',
  RUN_FINISHED:
    'A execução {runId} já terminou ({status}); só uma execução na fila ou rodando pode ser cancelada',
  RUN_CANCELLED: 'A execução {runId} foi cancelada',
  SOLVE_QUEUE_FULL:
    'Você já tem {limit} execução(ões) na fila ou rodando, o máximo ao mesmo tempo; espere uma terminar ou cancele uma. Tente de novo em {retryAfter} segundos',
  STATION_ASSIGNMENT_BUSY:
    'O servidor já está calculando ou segurando {limit} alocações de postos, o máximo ao mesmo tempo; nada foi calculado. Tente de novo em {retryAfter} segundos',
  SCHEDULE_STALE:
    'A programação não corresponde mais ao plano: {count} ordem(ns) ou operação(ões) não existem mais, listadas em details',
  SOLVE_TIMEOUT: 'A execução {runId} ainda está rodando; acompanhe em /api/schedule/runs/{runId}',
  SOLVE_FAILED: 'O otimizador falhou: {reason}',
  DATABASE_UNAVAILABLE:
    'A conexão com o banco de dados caiu; nada foi alterado. Tente de novo em {retryAfter} segundos',
  AUTH_UNAVAILABLE:
    'O serviço de login não responde para conferir o token; nada foi alterado. Tente de novo em {retryAfter} segundos',
  BAD_URL: 'O endereço {path} não é um texto de URL válido',
  URI_TOO_LONG: 'O endereço é longo demais: um segmento do caminho pode ter no máximo {limit} caracteres',
  HEADERS_TOO_LARGE: 'Os cabeçalhos da requisição são grandes demais',
  REQUEST_TIMEOUT: 'A requisição demorou demais para chegar',
  BAD_REQUEST: 'A requisição não é HTTP válido',
  VALUE_OUT_OF_RANGE:
    'Um valor da requisição está fora do que pode ser armazenado (número grande demais, data fora do intervalo ou caractere de controle)',
  INTERNAL: 'Erro interno do servidor',
};

export function messageOf(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number>,
): string {
  const template = (language === 'pt-BR' ? PT : EN)[code];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}
