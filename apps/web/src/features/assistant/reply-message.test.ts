import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { failureMessage } from './reply-message.ts';

afterEach(() => localStorage.clear());

/** The chat says a failed call in the planner's language, the API client being language-free. */
describe('a failed assistant call in the chat', () => {
  const offContract = new ApiError(
    'contract',
    "The server's answer to /schedule/run does not match the contract.",
  );

  it('words a reply off the contract in Portuguese for a Portuguese planner', () => {
    localStorage.setItem('language', 'pt');
    const why = failureMessage(offContract, new Date()).reasoning_trace?.[0]?.content;
    expect(why).toBe('A resposta do servidor a /schedule/run não segue o contrato.');
  });

  it('keeps the English for an English one, and says what else failed as it came', () => {
    expect(failureMessage(offContract, new Date()).reasoning_trace?.[0]?.content).toBe(
      "The server's answer to /schedule/run does not match the contract.",
    );
    const network = new ApiError('network', 'Network error: Unable to connect to the server.');
    expect(failureMessage(network, new Date()).reasoning_trace?.[0]?.content).toBe(network.message);
  });
});
