import type { ReportLanguage } from '@takt/contract';

/**
 * The few words around a report, in the report's language (the prompt's, which the server wrote the
 * report in), so a Portuguese report is not framed in English.
 */
const WORDS = {
  'en-US': {
    printable: 'Printable page',
    print: 'Print',
    close: 'Close',
    metric: 'Metric',
    value: 'Value',
    note: 'Why not computed',
    generated: 'Generated',
  },
  'pt-BR': {
    printable: 'Página para impressão',
    print: 'Imprimir',
    close: 'Fechar',
    metric: 'Indicador',
    value: 'Valor',
    note: 'Por que não calculado',
    generated: 'Gerado em',
  },
} as const;

export const reportWords = (language: ReportLanguage) => WORDS[language];
