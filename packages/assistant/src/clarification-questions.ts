import type { Language } from './interpretation.ts';
import { MESSAGES, MISSING_QUESTIONS } from './messages.ts';
import { escapeRegExp } from './text.ts';

/** Stands for any value in a question while the questions are turned into patterns. */
const ANY = '\u0000';
const LANGUAGES: Language[] = ['en', 'pt'];

/** Every question the interpreter asks, with `ANY` where a value goes. */
function questionTemplates(): string[] {
  return LANGUAGES.flatMap((lang) => [
    MESSAGES.whichOf(lang, ANY, ANY, ANY),
    MESSAGES.whichIsDown(lang, ANY, ANY),
    MESSAGES.whichIsBack(lang, ANY, ANY),
    MESSAGES.noSuchWorkCenter(lang, ANY, ANY),
    MESSAGES.downOrUp(lang, ANY),
    MESSAGES.downOrUp(lang, undefined),
    MESSAGES.unsure[lang],
    MESSAGES.missing(lang, ANY),
    ...[2, 3, 4, 5, 6].map((count) => MESSAGES.requests(lang, count)),
    ...Object.values(MISSING_QUESTIONS).map((text) => text[lang].replace(/\{\w+\}/g, ANY)),
  ]);
}

const QUESTION_PATTERNS = questionTemplates().map(
  (template) => new RegExp(`^${escapeRegExp(template).replaceAll(ANY, '.+?')}$`, 's'),
);

/**
 * Whether an assistant reply is one of the interpreter's own clarification questions ("Which
 * banbury is down: …?", "For how long will PRS-05 be down?", "There are two requests in this
 * message. …"), as the server sends it back as the reply text: the next message may answer it.
 */
export function isClarificationQuestion(reply: string): boolean {
  const text = reply.trim();
  return QUESTION_PATTERNS.some((pattern) => pattern.test(text));
}
