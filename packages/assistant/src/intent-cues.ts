import { AFFECTS } from './affected-orders.ts';
import { WHERE_USED } from './bom-direction.ts';
import { APPLY_MESSAGE, DISCARD_MESSAGE, YES_MESSAGE } from './confirmation.ts';
import { MACHINE_MOVE } from './order-move-words.ts';
import { OVERDUE_RECEIPTS } from './overdue-receipts.ts';
import { SPLIT_VERB } from './split-parts.ts';

/**
 * The words that point to each intent, in English and Portuguese, matched on the folded text
 * (lower case, no accents) after typo correction. Each cue is a fact about the command; the
 * weighing of cues against each other is in `classify-intent.ts`.
 */
export const CUES = {
  // A machine out of service. Words that go with both a breakdown and its end (maintenance, repair)
  // are `upkeep`; `restore` wins over them (polarity.ts).
  failure:
    /\b(^\W*(?:a |o )?[a-z]{3}-\d{2} para(?= (?:hoje|amanha|agora|ja|de|das|na|no|segunda|terca|quarta|quinta|sexta|sabado|domingo|por|\d))|(?:is|are|will be|goes|went|stays|remains|staying|be) out(?! of\b)\b|(?:esta|ta|fica|ficou|vai ficar|ficara|segue|continua) fora(?! d[eoa])|broke|broken|lost|caiu|caida|stuck|gone wrong|went wrong|won['’]?t start|not running|breaks|breakdown|brokedown|break down|down|died|dead|failure|failed|fails|failing|fault|faulty|stopped|stoppage|stops|will stop|going to stop|shut ?down|shutting down|jammed|crashed|acting up|playing up|acting (?:weird|strange|funny)|misbehaving|tripped|leak\w*|overheat\w*|not working|(?:is|are)n['’]?t (?:working|running)|does ?n['’]?t work|out of service|out of order|out of (?:action|commission|operation)|offline|quebr\w*|parou|parad[ao]s?|parar|vai parar|pane|falh\w*|defeito|desligad[ao]|fora de operacao|fora do ar|deslig(?:ar|a|ue|amos|ando|amento)|turn(?:ing|ed)? (?:it |\w+-\d+ )?off|switch(?:ing|ed)? (?:it |\w+-\d+ )?off|power(?:ing|ed)? (?:it |\w+-\d+ )?(?:off|down)|travou|travad[ao]|vazamento|vazando|superaquec\w*|morreu|nao (?:esta |ta |tá )?(?:funciona\w*|rodando|ligando|liga))\b/,
  upkeep:
    /\b(maintenance|repair|repairs|repairing|problem|problems|issue|issues|manutencao|conserto|reparo|problema|problemas|preventiva|corretiva)\b/,
  // A machine back in service; negated forms ("not back up", "não voltou") are read as `failure`
  // in polarity.ts.
  restore:
    /\b(back (?:up|online|on ?line|in (?:service|operation|production)|to (?:work|normal|production|running))|(?:is|it['’]?s|its|are|now) back|came back|(?:comes?|coming) back(?! to (?:me|you|us)\b)|(?:running|working|operational|available|producing) again|(?<!(?:acting|playing) )up again|up and running|(?:is|it['’]?s|are) up\b(?! to\b)|fixed|repaired|restored|resolved|released|no longer down|not down any ?more|(?:finished|ended|done|over|completed?) (?:early|ahead of (?:schedule|time)|sooner)|(?:maintenance|repairs?|fix|downtime|breakdown|outage)\b.{0,24}\b(?:is |was |are |has |have )?(?:done|finished|over|complete|completed|ended)|voltou(?! a (?:quebrar|parar|falhar|dar|travar|ter|apresentar|vazar))|volta(?:r|ndo)? a (?:funcionar|rodar|operar|produzir|trabalhar)|de volta|liberou|liberad[ao]s?|consert(?:ad[ao]s?|aram|ou)|arrum(?:ad[ao]s?|aram|ou)|reparad[ao]s?|repararam|(?:ja|agora) (?:esta |ta |tá )?(?:funcionando|operando|rodando|ok|normal)|(?:funcionando|rodando|operando) (?:de novo|novamente|normalmente|normal)|normaliz\w*|resolvid[ao]|(?:manutencao|conserto|reparo|parada)\b.{0,24}\b(?:acabou|terminou|encerrou|encerrad[ao]|conclu\w*|finaliz\w*)|(?:acabou|terminou|encerrou|concluiu|finalizou)\b.{0,6}\b(?:manutencao|conserto|reparo|parada)|(?:acabou|terminou) (?:mais )?cedo|nao (?:esta |ta )?mais (?:parad|quebrad)\w*)\b/,
  undo: /\b(undo|revert\w*|roll ?back|rollback|roll (?:it|that|this|them|everything|(?:the|that|this|my) (?:last )?(?:change|edit)) back|(?:volta\w*|retorna\w*|restaura\w*|recupera\w*)\b(?:\s+\S+){0,2}\s+(?:plano|programacao|versao|cronograma|sequenciamento) (?:anterior|de antes|antig[oa])|take (?:that|it|it all|everything) back|put (?:it|that|everything) back(?: the way it was| as it was)?|go back to (?:the )?(?:previous|last|old|earlier) (?:plan|schedule|version)|restore the (?:previous|last|old|earlier) (?:plan|schedule|version)|cancel (?:the |my |that )?(?:last|previous) (?:change|action|edit)|desfa[zcç]\w*|volta(?:r)? (?:tudo |o plano |a programacao )?(?:como|ao que|pro que|para o que) (?:estava|era)|volta(?:r)? atras|deixa como estava|cancela(?:r)? (?:a )?(?:ultima|essa) (?:alteracao|mudanca|acao))\b/,
  machineWord: /\b(machines?|maquinas?|equipment|equipamentos?)\b/,
  delay:
    /\b(delay\w*|late|later|slipp?(?:ed|ing|s)?|(?:only )?(?:shows?|turns?) up|won'?t be here|not (?:be )?here|hasn'?t arrived|won'?t arrive|not arriv\w*|arriv\w*|held up|pushed|customs|atras\w*|nao chegou|chega\w*|previsao)\b/,
  supply:
    /\b(supplier|vendor|shipment|delivery|truck|arriv\w*|customs|fornecedor|entrega|caminhao|chega\w*|material)\b/,
  rush: /\b(rush|urgent|urgently|asap|hot order|expedite|emergency|squeeze|insert an?|urgente|urgencia|encaix\w*|pra ontem)\b/,
  // New demand: a customer needs, wants or has just ordered ("Atlas ordered", "a Meridian pediu",
  // "chegou pedido de 800 …", "chegou outro da Basalt").
  need: /\b(need|needs|needed|wants?|require[sd]?|ordered|placed an? (?:new )?order|precisa|precisam|precisamos|preciso|quer|querem|pediu|pediram|encomend(?:ou|aram)|chegou (?:um |uma |o |mais um |outro )?(?:novo )?(?:pedido|outro)|entrou (?:um |uma |mais um )?(?:novo )?pedido)\b/,
  // Taking an order out of the plan: "cancel order 1044", "kill", "drop", "cancela a OP", "remove a
  // ordem 1044 do plano", "tira a OP da programação".
  cancel:
    /\b(cancel\w*|kill|drop|scrap|delete|abort|remove|cancela\w*|exclu\w*|remov\w*|apag\w*|delet\w*|tira|tirar|tire|retira\w*)\b/,
  // "Cancela ela", "cancel that one": an order the conversation names (or a question asking which);
  // "cancel it" alone stays the planner's no to a proposal (confirmation.ts), decided in cancel-in-focus.ts.
  cancelPronoun:
    /\b(?:cancel|cancela|cancelar|cancele)\s+(?:it|that|this|them|that one|this one|ela|ele|elas|eles|essa|esse)\b/,
  split: SPLIT_VERB,
  // Extra working time on a machine: "overtime", "an extra shift", "a third shift", "PRS-05 works
  // Sunday", "hora extra", "turno extra", "coloca um terceiro turno", "trabalha domingo".
  overtime:
    /\b(overtime|over time|extra (?:shift|time|hours?)|additional (?:shift|hours?)|(?:add|put|open)\w*\b(?:\s+\S+){0,4}\s+shifts?|works? (?:on )?(?:saturdays?|sundays?|(?:the |this )?weekend|tonight|overnight|the holiday)|(?:need|needs|want|wants|require[sd]?)\b(?:\s+\S+){0,3}\s+shifts?|(?:weekend|saturday|sunday) shifts?|shifts? (?:on|over|for) (?:the |this |next )?weekend|horas? extras?|hora-extra|(?:precis\w*|quero|queremos)\b(?:\s+\S+){0,3}\s+turnos?|turnos? (?:no|de|neste|nesse|pro|para o) (?:fim de semana|final de semana|sabado|domingo)|turnos? (?:extras?|adiciona\w*)|(?:abr\w*|coloc\w*|adicion\w*|inclu\w*|bot\w*|poe|cri\w*)\b(?:\s+\S+){0,4}\s+turnos?|trabalh\w* (?:no |na |neste |nesse |este |esse )?(?:sabado|domingo|feriado|fim de semana|final de semana|hoje a noite|a noite|de madrugada)|(?:ran|run|running|runs|work|working|staff\w*)\s+(?:an?|the)\s+(?:third|3rd|extra|night|second|late|additional)\s+shifts?|(?:coloc\w*|abr\w*|rod\w*|trabalh\w*|usa\w*)\b(?:\s+\S+){0,3}\s+(?:o |a )?(?:sabado|domingo|dia) (?:inteiro|todo))\b/,
  // "Which orders wait for it?", "quais ordens ficam esperando ele?": orders held by a material.
  waits:
    /\b(?:wait\w* (?:for|on)|held up by|blocked by|depend\w* on|esperando|aguardando|esperam|aguardam|ficam (?:esperando|aguardando|paradas? por)|dependem d\w*|travad\w* por|parad\w* por falta d\w*)\b/,
  // Orders held by material in general, no item named: "which orders are waiting for material?",
  // "what's held up by material shortages?", "quais ordens estão esperando material?".
  materialWaits:
    /\b(?:wait\w*|held up|held back|hold\w* up|blocked|stuck|short of|starved|esperando|aguardando|esperam|aguardam|parad\w*|travad\w*|falta)\b.{0,30}\b(?:materials?|components?|raw materials?|(?:material |parts )?shortages?|materia(?:l|is)|componentes?|materias?[- ]primas?)\b/,
  // A machine's free time: "when is the next free slot on PRS-05?", "is PRS-05 free tomorrow?",
  // "quando a PRS-05 fica livre?", "tem horário livre na PRS-05?".
  freeSlot:
    /\b(?:(?:free|open|available|empty|idle|spare)\s+(?:slots?|windows?|time|capacity|gaps?|hours?|spots?)|when (?:is|will|does|can) \S+ (?:be )?(?:free|available|idle|open)|(?:is|are) \S+ (?:free|available|idle)|(?:janelas?|horarios?|espacos?|tempos?|vagas?)\s+(?:livres?|disponive(?:l|is)|vagos?)|quando (?:a |o )?\S+ (?:fica|estara|vai ficar|esta|vai estar) (?:livre|disponivel|vag[ao]|desocupad[ao]))\b/,
  // Machines with nothing running: "which machines are idle right now?", "quais máquinas estão ociosas?".
  idleMachines:
    /\b(?:(?:machines?|presses|maquinas?|prensas?|work ?centers?|equipment|equipamentos?)\b.{0,25}\b(?:idle|free|available|not (?:running|busy|working|in use)|ociosas?|livres?|disponive(?:l|is)|sem (?:trabalho|servico|carga|nada))|(?:idle|ociosas?)\s+(?:machines?|maquinas?|presses|prensas?))\b/,
  // Orders finishing or falling due in some days: "which orders finish this week?", "what ships on
  // Friday?", "what's due tomorrow?", "o que vence esta semana?", "quais ordens terminam amanhã?".
  finishing:
    /\b(?:(?:orders?|jobs?|what|which|anything)\b.{0,30}\b(?:finish\w*|complet\w*|ship\w*|due|deliver\w*|go(?:es|ing)? out|dispatch\w*|end\w*)|(?:ordens|pedidos|ops|o que|quais|alguma)\b.{0,30}\b(?:termin\w*|conclu\w*|fica\w* pront\w*|sa(?:i|em|ira|irao)|vence\w*|vencem|entreg\w*|embarc\w*|expedi\w*))\b.{0,40}\b(?:today|tomorrow|tonight|this week|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day|hoje|amanha|esta semana|essa semana|nesta semana|semana que vem|proxima semana|segunda|terca|quarta|quinta|sexta|sabado|domingo|on the \d|dia \d)\b/,
  // "What changed?", "what did that change?", "o que mudou?": the latest change applied to the plan.
  whatChanged:
    /^(?:so |ok |and |e |entao )?(?:what (?:has |have |just )?changed|what did (?:that|it|this|the last change|you) (?:just )?change|what (?:was|got) changed|what moved|o que (?:foi que )?mudou|o que (?:foi|tinha sido) alterado|o que (?:isso|ela) mudou|o que se moveu)\b(?: (?:in|on|no|na) (?:the |o |a )?(?:plan|schedule|plano|programacao))?(?: (?:just now|now|agora))?\s*\??$/,
  // "Pull it in 2 days", "antecipa ele pra 7 de dezembro": an order move whose order the conversation names.
  movePronoun:
    /\b(?:postpon\w*|push\w*|pull\w*|delay\w*|bring\w*|move\w*|adia|adiar|adie|antecip\w*|adiant\w*|posterg\w*|empurr\w*|pux\w*|mud\w*)\s+(?:it|that|this|them|that one|this one|ele|ela|eles|elas|isso|essa|esse|essa ordem|esse pedido)\b/,
  // "Move order 1023 to PRS-04", "coloca a 1023 na PRS-05": an order's operation to another machine.
  machineMove: MACHINE_MOVE,
  orderWord: /\b(orders?|ordr|ordem|ordens|op|ops|pedidos?|jobs?)\b/,
  change:
    /\b(change|move|postpone|push|pull in|pull|bring forward|reschedule|set|modify|reprioriti[sz]e|prioriti[sz]e|deprioriti[sz]e|bump|lower|raise|mudar|mude|muda|alterar|altere|altera|adiar|adia|antecipar|antecipa|prorrogar|passa a ser|bring\w*\b(?:\s+\S+){0,3}\s+(?:forward|in|ahead)|move\w*\b(?:\s+\S+){0,3}\s+up|delay|defer|expedite|revert|joga|jogar|jogue|reverte|volta|voltar|posterg\w*|empurr\w*|pux\w*|adiant\w*|atrasa (?:a|o)|atrasar (?:a|o)|prioriz\w*|despriori[sz]\w*|increase|decrease|reduce|cut|aument\w*|diminu\w*|reduz\w*|acrescent\w*|baixar|aumentar|subir)\b/,
  // Which way something moves, said as an adverb: "a day earlier", "dois dias mais tarde".
  moveAdverb: /\b(earlier|sooner|later|mais cedo|mais tarde)\b/,
  // Working longer on a machine: "extend PRS-03 by 2 hours", "estende a PRS-03 até as 22h".
  extend: /\b(extend\w*|prolong\w*|estend\w*|estic\w*)\b/,
  // A message that ends as a question, and the words that make a question a request.
  question: /\?\s*$/,
  request:
    /\b(can we|could we|can you|could you|would you|please|let'?s|should we|pode|podemos|poderia|consegue|da pra|da para|vamos|devemos|precisamos|quero)\b/,
  // A target: "revert order 1004 to Friday" moves it to a date.
  toward: /\b(to|para|pra|pro)\b/,
  priorityWord: /\b(priority|prioridade|urgent|urgente|top priority|(?:the|a) urgen(?:cy|cia))\b/,
  // "Due date", or an order said to be due on a day ("if 1050 were due Dec 8", "due on Friday").
  dueWord:
    /\b(due date|deadline|data de entrega|prazo|(?:were|was|is|be|being|now|become[s]?) due (?:on |by |in )?(?=\S)|entrega (?:pra|para|em|no dia|dia))\b/,
  // "Open orders" are the orders not yet done, not a request to open one.
  create:
    /\b(create|creat|add|enter|open(?! (?:orders|jobs|work orders|production orders)\b)|(?<!order )book|place|register|criar|crie|cria|lancar|lanca|abrir|abre|cadastrar|incluir)\b/,
  newWord: /\b(new|novo|nova)\b/,
  schedule:
    /\b(schedule|scheduler|scheduling|plan|planning|sequence|sequencing|programacao|programar|programe|programem|programa (?=(?:as|os|a|o|tudo|todas?|todos?)\b)|sequenciamento|sequenciar|plano|cronograma)\b/,
  // Things done to a plan that are not planning it: freezing or locking it, comparing it with another.
  // Not built; read as planning, they computed a new plan nobody asked for.
  notPlanning:
    /\b(freez\w*|frozen|lock\w*|compar\w*|diff|congel\w*|trava(?:r)? (?:o plano|a programacao)|bloque\w*)\b/,
  // Asking to see a plan rather than make one: "show me tomorrow's plan", "what's the plan for Friday",
  // "mostra o plano de amanhã", "qual a programação de sexta?". With a day named it is that day's plan.
  seePlan:
    /\b(?:show|see|view|display|list|what(?:'s| is)|whats|mostra\w*|mostre|ver|veja|exib\w*|qual|como (?:esta|ta|fica))\b.{0,30}\b(?:plan|schedule|programacao|plano|cronograma|sequenciamento)\b/,
  // Verbs that make a plan ("create a schedule for tomorrow"), not show one.
  buildVerb:
    /\b(create|generate|make|build|optimi[sz]e|compute|redo|gerar|gera|gere|criar|cria|crie|montar|monta|monte|fazer|faz|faca|otimizar|otimiza|refazer|refaz|calcular|calcula)\b/,
  // A command that opens with a planning verb: "schedule the open orders", "programe as ordens".
  scheduleVerb:
    /^\W*(?:please |pls |por favor )?(schedule|plan|sequence|reschedule|replan|programe|programa|programar|sequencie|sequenciar|reprograme|reprograma)\b/,
  // What a plan should be good at, said as a goal: "minimize tardiness", "as few late as possible",
  // "finish everything as early as possible", "reduzir atrasos", "o mais cedo possível".
  scheduleGoal:
    /\b(tardiness|lateness|makespan|late (?:orders|deliveries|jobs)|on[- ]time(?: delivery| deliveries)?|due dates|as (?:early|soon) as possible|(?:as )?few(?:est)? (?:orders )?(?:as possible )?(?:are |run |running |come in )?late|atrasos|pontualidade|(?:o )?mais cedo possivel|(?:o )?quanto antes|menos atras\w*)\b/,
  goalVerb:
    /\b(minimi[sz]\w*|maximi[sz]\w*|reduc\w*|reduce|cut|lower|fewer|improve|finish|complete|optimi[sz]\w*|meet|hit|so as|so that|reduz\w*|diminu\w*|minimiz\w*|maximiz\w*|melhor\w*|termin\w*|cumprir|otimiz\w*)\b/,
  // A material run out until it comes: "we're out of EPDM until Thursday", "no N330 until Monday",
  // "acabou o RM-EPDM-50", "estamos sem negro de fumo até segunda". Read as news only with a date.
  runOut:
    /\b((?:are|is|we're|were|ran|run|running|completely|totally) out of|no (?:more )?\S+(?: \S+){0,3} (?:until|till|before)|acabou|acabaram|esgot\w*|(?:estamos|ficamos|ficou|esta|sem) sem|^sem)\b/,
  replan: /\b(reschedul\w*|replan\w*|re-plan|redo the (plan|schedule)|reprogram\w*|refazer|refaz|new plan)\b/,
  makeVerb:
    /\b(create|generate|make|build|run|optimi[sz]e|compute|redo|gerar|gera|gere|criar|cria|montar|monta|fazer|faz|rodar|roda|otimizar|otimiza|refazer|calcular|plan)\b/,
  status:
    /\b(status|progress|how is|how's|hows|how are|doing|running on|what'?s running|is running|on track|far along|wip|oee|output|produce|produced|producing|andamento|situacao|como esta|como estao|como ta|como estamos|como vai|como anda\w*|rodando|progresso|produzimos|produzindo|produzido|terminou|going|coming along|looking|how are we|ta como|tao como|(?:orders?|pedidos?|ordens?) (?:que )?(?:estao |are |still )?(?:em aberto|abertos?|abertas?|open|pending|pendentes?)|open orders?|em aberto)\b/,
  // Lateness asked about: "running late", "behind schedule", "vão atrasar", "miss their due date".
  late: /\b(late|behind|overdue|atrasad[ao]s?|em atraso|(?:vai|vao|pode|podem|deve|devem|vou|vamos) atrasar|atrasam|miss(?:es|ing)? (?:the |their |its |our )?(?:due dates?|deadlines?)|perder (?:o |os )?prazos?|fora do prazo)\b/,
  // A question rather than news: "which", "any", "o que", "tem", or a question mark.
  asks: /\b(which|what|whats|any|anything|everything|list|show|quais|qual|o que|tem|alguma|algum|algo|tudo)\b|\?/,
  // What a machine is doing now: "what's PRS-03 working on", "o que a PRS-03 tá fazendo", "no que … trabalhando".
  activity:
    /\b(working on|doing|fazendo|trabalhando|what(?:'s| is|s) on|running|rodando|producing|produzindo|making|fabricando|busy|ocupad[ao]|idle|livre|em execucao|executando)\b/,
  apply: APPLY_MESSAGE,
  discard: DISCARD_MESSAGE,
  yes: YES_MESSAGE,
  stock:
    /\b(stock|stok|inventory|on hand|in stock|estoque|saldo|reorder (?:point|level)|ponto de (?:re)?pedido)\b/,
  stockQuestion:
    /\b(how much|how many|have|available|enough|quanto temos|quanto tem|tem|temos|disponivel|suficiente|what's in|whats in|o que tem)\b/,
  low: /\b(low|running low|below|short|critical|reorder|minimum|safety stock|baixo|abaixo|acabando|critico|minimo)\b/,
  where: /\b(where|located|location|stored|kept|find|bin|onde|cade|local|localizacao|armazenad\w*)\b/,
  value: /\b(value|valuation|worth|valor|vale)\b/,
  transfer:
    /\b(transfer\w*|move|moving|relocate|send|put|transferir|transfere|transfira|mover|mova|passar|levar|leva|enviar|envia|envie|mandar|manda|mande)\b/,
  // "Release 350 kg from quarantine", "libera da quarentena": a quality release moves the stock out;
  // with no location named it is left to the other readings (releasing an order, a machine).
  stockRelease: /\b(release|releasing|libera|liberar|libere|liberem)\b/,
  // Releasing an order to the floor: "release order 1041", "libera a OP 1041", "pode liberar a 1041".
  // "Release date of 1041" and "the release of 1009" name what an order change moves; "released",
  // "liberada" ask about a state; "libera da quarentena" releases stock.
  // "Release it", "libera ela": the order the conversation names (or a question asking which).
  releasePronoun:
    /\b(?:release|libera|liberar|libere)\s+(?:it|that|this|them|that one|this one|ela|ele|elas|eles|essa|esse)\b/,
  orderRelease:
    /\b(?:release(?! (?:date|time|of|for)\b)|libera(?! (?:da|do|de|das|dos)\b)|liberar(?! (?:da|do|de)\b)|libere|liberem|liberemos)\b/,
  promise:
    /\b(can we|could we|cn we|can you|(?:can|could) i (?:deliver|ship|send|promise|make|produce|commit)|when can|promise|atp|ctp|feasible|earliest|conseguimos|consegue|consigo (?:entregar|enviar|mandar|prometer|fazer|produzir)|conseguiria\w*|da pra|da para|podemos|prometer|promessa|prazo de entrega|qual (?:e |seria )?o prazo|viavel)\b/,
  mrp: /\b(mrp|material requirements?|requirements planning|net requirements|need to buy|(?:falta|faltam|precisa|precisamos|preciso|temos que|tem que) comprar|purchase suggestions?|purchase requisitions?|planned orders|shortages?|necessidades?|sugest\w* de compras?|material planning)\b/,
  // "Bom dia!" greets; "tudo bom" is small talk.
  bom: /\b((?<!tudo )bom(?! dia| trabalho)|bill of materials?|components?|where used|where\b.{0,40}\bused|onde\b.{0,40}\busad[oa]|goes into|go into|consum\w*|made of|feito de|do que e feito|recipe|formula\w*|structure|explode|lista de materiais|estrutura|componentes?|usad[oa]|receita|formulacao|composicao)\b/,
  // "What's in BATCH-890?": what it is made of (with a material named; "what's in stock" is stock).
  bomWeak:
    /\b(used|use|cost|costs|custo|custa|what'?s in(?! stock| the (?:warehouse|stock))|what is in(?! stock| the (?:warehouse|stock))|o que tem n[oa](?! estoque))\b/,
  balance:
    /\b(bottlenecks?|balanc\w*|takt|cycle time|utili[sz]ation|utilizacao|load|overload\w*|capacity|constrained|gargalo|balancear|balanceamento|carga|sobrecarregad\w*|capacidade|ocupacao|gargalos)\b/,
  // Round 4: the loaded machines of a period are a status question ("what are the bottlenecks this
  // week?", "quais são os gargalos?", "which machines are overloaded", "onde está apertado");
  // balancing a line ("balance line 2", "balanceamento da linha", takt, cycle time) stays analysis.
  bottleneck:
    /\b(bottlenecks?|overload\w*|over ?loaded|(?:tight|tightest|squeezed|maxed out|at capacity|over capacity)\b|gargal\w*|sobrecarregad\w*|sobrecarga|apertad\w*|estourad\w*|no limite)\b/,
  lineBalance: /\b(balanc\w*|takt|cycle time|tempo de ciclo|linha|line|lines|linhas)\b/,
  // How full one machine is: "how loaded is PRS-02 next week?", "load on MIL-01", "carga da PRS-05".
  machineLoad:
    /\b(how (?:loaded|full|busy)|(?:is|are) \S+ (?:loaded|full)|load(?:ing)? (?:on|of|for|at)|utili[sz]ation|utilizacao|ocupacao|carga (?:d[aeo]s?|na|no|em))\b/,
  // Issue 15: "where's our bottleneck", "analise os gargalos" ask for the line's constraint and why
  // (line balancing), not the list of loaded machines of a period.
  ownBottleneck: /\b(?:our|my|nosso|nossa|meu|minha)\s+(?:\w+\s+)?(?:bottlenecks?|constraints?|gargalos?)\b/,
  analyzeVerb: /\b(analy[sz]\w*|anali[sz]\w*|investigat\w*|diagnos\w*)\b/,
  // Changeovers on a line: "minimize setups on the press line", "reduzir as trocas de molde".
  setups:
    /\b(setups?|set-ups?|changeovers?|change-overs?|trocas? de (?:molde|composto|ferramenta|produto)s?|tempos? de (?:setup|troca|preparacao))\b/,
  reduce: /\b(minimi[sz]\w*|reduc\w*|reduce|cut|fewer|less|lower|reduz\w*|diminu\w*|menos|cortar)\b/,
  whereUsed: WHERE_USED,
  affects: AFFECTS,
  overdueReceipts: OVERDUE_RECEIPTS,
  report:
    /\b(report|reports|summary|summari[sz]e|export|kpis?|dashboard|recap|relatorio|relatorios|resumo|resumir|exportar|indicadores)\b/,
  help: /\b(help|what can you do|how do i|how to use|commands?|hi|hello|hey|ajuda|ajude|o que voce sabe|o que voce faz|comandos|oi|ola)\b/,
} as const;

/** The name of a cue. */
export type Cue = keyof typeof CUES;

/** The cues present in a folded command. */
export function detectCues(folded: string): Set<Cue> {
  const present = new Set<Cue>();
  for (const [cue, pattern] of Object.entries(CUES) as [Cue, RegExp][]) {
    if (pattern.test(folded)) present.add(cue);
  }
  return present;
}

/** The words typos are corrected towards: cue words and the words of dates. */
export const CUE_VOCABULARY = (
  'broke broken breakdown failure failed fault stopped jammed maintenance repair problem quebrou quebrada ' +
  'fixed repaired restored online voltou liberou liberada consertada consertado funcionando undo revert ' +
  'desfazer desfaz desfaca reverter rollback ' +
  'parada parado falha falhou defeito manutencao conserto machine maquina equipment delay delayed arrive ' +
  'arrival customs atraso atrasou atrasado supplier vendor shipment delivery truck fornecedor entrega ' +
  'rush urgent expedite emergency squeeze urgente urgencia encaixar order orders ordem ordens pedido ' +
  'pedidos change move postpone reschedule modify reprioritize prioritize deprioritize despriorizar prioriza lower raise mudar alterar adiar ' +
  'antecipar prorrogar priorizar baixar priority prioridade deadline create generate build optimize ' +
  'cancel cancelar cancela cancelled canceled cancelou split divide dividir separa separar desmembrar ' +
  'metade partes lotes overtime extra extras turno terceiro trabalha trabalhar adiantar adianta ' +
  'postergar posterga empurrar empurra puxar puxa atrasa atrasar liberacao inicio comeco lancamento ' +
  'expedite earlier later sooner release start simulate simula simular suppose suponha imagine ' +
  'imagina desligar desliga notice aviso previsao anterior ' +
  'criar novo nova lancar abrir cadastrar incluir schedule scheduler scheduling planning sequence ' +
  'programacao programar sequenciamento plano replan status progress running track andamento situacao ' +
  'rodando progresso produzido stock inventory estoque saldo available enough disponivel suficiente ' +
  'below short critical reorder minimum baixo abaixo acabando critico minimo where located location ' +
  'stored onde value worth valor transfer relocate transferir mover levar enviar promise feasible ' +
  'earliest deliver conseguimos prometer viavel requirements purchase suggestions shortage necessidades ' +
  'comprar sugestoes components structure explode recipe formula estrutura componentes receita usado ' +
  'usa usam leva levam consume consumes consome consomem entra entram gargalos apertado sobrecarregadas afeta afetadas ' +
  'bottleneck balance balancing capacity utilization overloaded gargalo balancear balanceamento carga ' +
  'capacidade sobrecarregado report summary export dashboard relatorio resumo exportar indicadores help ' +
  'commands ajuda comandos today tomorrow yesterday tonight morning afternoon evening monday tuesday ' +
  'wednesday thursday friday saturday sunday january february march april june july august september ' +
  'october november december amanha ontem segunda terca quarta quinta sexta sabado domingo janeiro ' +
  'fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro hours minutes ' +
  'days weeks horas minutos semanas shift turno pieces units pecas unidades quilos litros metros ' +
  'toneladas warehouse quarantine shipping production quarentena expedicao almoxarifado producao'
).split(' ');
