import { z } from 'zod';
import type { Language } from '../i18n/error-messages.ts';

const english = z.locales.en().localeError;
const portuguese = z.locales.pt().localeError;

type RenderedIssue = Parameters<typeof english>[0];

function render(map: typeof english, issue: RenderedIssue): string | undefined {
  const out = map(issue);
  return typeof out === 'string' ? out : out?.message;
}

/**
 * Zod's own messages in the caller's language. A message a schema wrote itself (such as
 * 'Name is required') differs from Zod's English default and is kept as written.
 */
export function localizeIssueMessage(
  code: string,
  params: Record<string, unknown>,
  message: string,
  language: Language,
): string {
  if (language !== 'pt-BR') return message;
  const issue = { ...params, code, path: [] } as unknown as RenderedIssue;
  // The received value is not kept on the issue, so compare and translate without it.
  if (withoutReceived(render(english, issue)) !== withoutReceived(message)) return message;
  const translated = render(portuguese, issue);
  return translated ? (withoutReceived(translated) ?? message) : message;
}

function withoutReceived(text: string | undefined): string | undefined {
  return text?.replace(/, (received|recebeu) .*$/, '');
}
