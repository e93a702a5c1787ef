import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLanguage } from './language.ts';
import { t, UI_CATALOGS, type UiKey } from './t.ts';
import { uiEnUS } from './ui/en-US.ts';
import { uiPtBR } from './ui/pt-BR.ts';

/** The argument names an ICU message takes, so both languages ask for the same values. */
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as Array<Record<string, unknown>>) {
      if (typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if (element.options && typeof element.options === 'object') {
        for (const option of Object.values(element.options as Record<string, { value: unknown[] }>))
          walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown[]);
  return [...names].sort();
}

afterEach(() => localStorage.clear());

describe('screen message catalogs (ICU, intl-messageformat)', () => {
  it('pt-BR has every key en-US has, and no other', () => {
    expect(Object.keys(uiPtBR).sort()).toEqual(Object.keys(uiEnUS).sort());
  });

  it.each(Object.keys(uiEnUS) as UiKey[])('%s parses in both languages with the same arguments', (key) => {
    expect(argumentNames(uiPtBR[key], 'pt-BR')).toEqual(argumentNames(uiEnUS[key], 'en-US'));
  });

  it('keeps the spec English texts exact in en-US', () => {
    expect(t('shell.welcome.text', undefined, 'en-US')).toBe(
      'Select a function from the menu tree or enter a transaction code.',
    );
    expect(t('shell.tx.notFound', { code: 'XX01' }, 'en-US')).toBe('Transaction XX01 not found');
    expect(t('load.loading', { what: 'orders' }, 'en-US')).toBe(
      'Loading orders... The server may take a few seconds if it is starting up.',
    );
  });

  it('speaks the stored language and follows a switch', () => {
    storeLanguage('pt-BR');
    expect(localStorage.getItem('language')).toBe('pt');
    expect(t('shell.tx.executed', { code: 'MB51' })).toBe('Transação MB51 executada');
    expect(document.documentElement.lang).toBe('pt-BR');
    storeLanguage('en-US');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
    expect(t('shell.tx.executed', { code: 'MB51' })).toBe('Transaction MB51 executed');
  });

  it('writes plurals and numbers by the locale rules', () => {
    expect(t('dashboard.overloaded.hint', { weeks: 1 }, 'en-US')).toBe(
      'Planned load above capacity in the next week',
    );
    expect(t('dashboard.overloaded.hint', { weeks: 4 }, 'pt-BR')).toBe(
      'Carga planejada acima da capacidade nas próximas 4 semanas',
    );
    expect(UI_CATALOGS['pt-BR']['screen.dashboard']).toBe('Painel');
    // A proposal's tally of changes: "1 forçada", not "1 forçadas"; "0 improvements".
    expect(t('as.tally', { forced: 1, knockOn: 5, improvement: 0 }, 'pt-BR')).toBe(
      '1 forçada · 5 em cadeia · 0 de melhoria',
    );
    expect(t('as.tally', { forced: 2, knockOn: 1, improvement: 0 }, 'en-US')).toBe(
      '2 forced · 1 knock-on · 0 improvements',
    );
  });
});
