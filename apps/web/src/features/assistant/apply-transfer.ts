import { TransferRequestBody } from '@takt/contract';
import { postTransfer } from '../../api/inventory-api.ts';

/**
 * Applies a stock transfer proposal of the assistant (issue 14): its data is the transfer API's body
 * (quantity as text); the server moves the stock and answers the sentence the chat shows.
 */
export async function applyTransferProposal(data: Record<string, string>): Promise<string> {
  const transfer = TransferRequestBody.omit({ source: true }).parse({
    ...data,
    quantity: Number(data.quantity),
  });
  return (await postTransfer(transfer)).message;
}
