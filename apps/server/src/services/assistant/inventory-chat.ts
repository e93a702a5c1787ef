import { interpretCommand } from '@takt/assistant';
import type { InventoryChatRequest, InventoryChatResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, readScope } from '../../db/scope.ts';
import { plantClock, plantTimeZone } from '../plant-time.ts';
import { loadMasterData } from './master-data.ts';
import { answerInventory, answerProductionStatus } from './tool-answers.ts';

/**
 * The MB51 AI Assistant tab: stock questions answered from the caller's inventory. Planning
 * commands belong to PP01 and the assistant panel, and the answer says so rather than solving here.
 */
export async function inventoryChat(
  db: Kysely<Database>,
  caller: Caller,
  request: InventoryChatRequest,
  now: Date,
): Promise<InventoryChatResponse> {
  const scope = await readScope(db, caller, request.source);
  const [masterData, timeZone] = await Promise.all([
    loadMasterData(db, scope.datasetId),
    plantTimeZone(db, scope.datasetId),
  ]);
  const language = request.language?.toLowerCase().startsWith('pt') ? 'pt' : undefined;
  const reading = interpretCommand(request.message, {
    now,
    masterData,
    timezoneOffsetMinutes: plantClock(timeZone)(now.getTime()),
    ...(language ? { language } : {}),
  });
  const base = {
    intent: reading.intent,
    needs_clarification: Boolean(reading.needs_clarification),
    suggested_actions: reading.needs_clarification?.suggested_actions ?? [],
  };
  if (reading.needs_clarification && reading.intent === 'inventory.query') {
    return { ...base, success: true, message: reading.needs_clarification.question, visualization: null };
  }
  if (reading.intent === 'inventory.query') {
    const answer = await answerInventory(db, scope, reading);
    return { ...base, success: true, message: answer.text, visualization: tableOf(answer.data) };
  }
  if (reading.intent === 'production.status') {
    const answer = await answerProductionStatus(db, scope, now, reading.language);
    return { ...base, success: true, message: answer.text, visualization: null };
  }
  return {
    ...base,
    success: false,
    message: reading.intent.startsWith('schedule.')
      ? reading.language === 'pt'
        ? 'Isso é um comando de programação: execute-o no PP01 Programação da Produção ou no painel do assistente.'
        : 'That is a scheduling command: run it in PP01 Production Scheduling or the assistant panel.'
      : reading.language === 'pt'
        ? 'Pergunte sobre estoque: "Quanto temos de RM-778?", "O que está com estoque baixo?", "Onde está o CMP-NBR70?", "Quanto vale o estoque?"'
        : 'Ask me about stock: "How much RM-778 do we have?", "What is low on stock?", "Where is CMP-NBR70?", "What is our inventory worth?"',
    visualization: null,
  };
}

function tableOf(data: unknown): InventoryChatResponse['visualization'] {
  const items = (
    data as {
      items?: {
        item_id: string;
        description: string;
        available: number;
        reorder_point: number;
        stock_status: string;
      }[];
    }
  )?.items;
  if (items) {
    return {
      type: 'table',
      columns: ['Item', 'Description', 'Available', 'Reorder point', 'Status'],
      rows: items.map((i) => [i.item_id, i.description, i.available, i.reorder_point, i.stock_status]),
    };
  }
  const locations = (data as { locations?: { location_id: string; on_hand: number; reserved: number }[] })
    ?.locations;
  if (locations) {
    return {
      type: 'table',
      columns: ['Location', 'On hand', 'Reserved'],
      rows: locations.map((l) => [l.location_id, l.on_hand, l.reserved]),
    };
  }
  return null;
}
