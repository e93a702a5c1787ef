import { EXAMPLE_SCENARIOS, ExampleCategory, exampleScenariosIn } from '@takt/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLinkContext } from '../../ui/screen-links.ts';
import { dateAhead, prefillFromPrompt } from '../promise/prompt-prefill.ts';
import { ExamplesScreen } from './ExamplesScreen.tsx';

function renderWithLinks() {
  const openScreen = vi.fn();
  render(
    <ScreenLinkContext value={openScreen}>
      <ExamplesScreen />
    </ScreenLinkContext>,
  );
  return openScreen;
}

describe('ZEX01 Examples (enterprise-shell §2)', () => {
  it("shows the spec's seven categories as cards, each with its scenarios", () => {
    renderWithLinks();
    const categories = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('button');
    expect(categories.map((card) => card.querySelector('.category-card__name')?.textContent)).toEqual([
      'Vulcanization',
      'Automotive Orders',
      'Material Delays',
      'Daily Operations',
      'Promise Date Analysis',
      'Quality Control',
      'Material & Inventory',
    ]);
    for (const category of ExampleCategory.options) {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${category}`) }));
      const titles = screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
      expect(titles).toEqual(
        EXAMPLE_SCENARIOS.filter((scenario) => scenario.category === category).map(
          (scenario) => scenario.title,
        ),
      );
    }
  });

  it('shows a scenario with its prompt, description, expected result, complexity, time and KPI impact', () => {
    renderWithLinks();
    const card = screen.getByRole('article', { name: 'Press breakdown' });
    expect(card).toHaveTextContent('PRS-03 broke down, it will be out for 8 hours');
    expect(card).toHaveTextContent('A curing press stops');
    expect(card).toHaveTextContent(/Expected Result.*repaired schedule/);
    expect(card).toHaveTextContent('Basic');
    expect(card).toHaveTextContent(/Estimated Time.*1 min/);
    expect(card).toHaveTextContent(/KPI Impact.*on-time delivery/);
  });

  it('Try This loads a scheduling prompt into PP01 and a promise question into MB51 Promise Check', () => {
    const openScreen = renderWithLinks();
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Press breakdown' })).getByRole('button', {
        name: 'Try This',
      }),
    );
    expect(openScreen).toHaveBeenLastCalledWith({
      screen: 'schedule',
      schedulePrompt: 'PRS-03 broke down, it will be out for 8 hours',
    });
    fireEvent.click(screen.getByRole('button', { name: /^Promise Date Analysis/ }));
    fireEvent.click(
      within(screen.getByRole('article', { name: 'O-rings in two days' })).getByRole('button', {
        name: 'Try This',
      }),
    );
    expect(openScreen).toHaveBeenLastCalledWith({
      screen: 'inventory',
      promisePrompt: 'Can we make 500 units of STD-101 in 2 days at $48?',
    });
  });

  it('has a quick-start guide', () => {
    renderWithLinks();
    const guide = screen.getByRole('complementary', { name: 'Quick Start Guide' });
    expect(within(guide).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  // The server test sends the promiseForm fields: the form must read the same ones from the prompt.
  it.each(
    [...exampleScenariosIn('en-US'), ...exampleScenariosIn('pt-BR')].filter(
      (scenario) => scenario.promiseForm,
    ),
  )('Promise Check pre-fills "$prompt" with the fields the API test sends', ({ prompt, promiseForm }) => {
    const today = new Date(2026, 10, 25);
    const prefill = prefillFromPrompt(prompt, today);
    expect({ ...prefill, price: Number(prefill.price) }).toEqual({
      sku: promiseForm!.sku,
      quantity: String(promiseForm!.quantity),
      price: promiseForm!.pricePerUnit,
      requestedDate: dateAhead(today, promiseForm!.inDays),
    });
  });
});

describe('ZEX01 in Portuguese (issue 16)', () => {
  afterEach(() => localStorage.clear());

  it('shows the categories, scenarios and guide in Portuguese, and Try This sends the Portuguese prompt', () => {
    localStorage.setItem('language', 'pt');
    const openScreen = renderWithLinks();
    expect(screen.getByRole('button', { name: /^Vulcanização/ })).toHaveTextContent('3 cenários');
    const card = screen.getByRole('article', { name: 'Quebra de prensa' });
    expect(card).toHaveTextContent('Básico');
    expect(card).toHaveTextContent(/Resultado Esperado.*programação reparada/);
    fireEvent.click(within(card).getByRole('button', { name: 'Experimente' }));
    expect(openScreen).toHaveBeenLastCalledWith({
      screen: 'schedule',
      schedulePrompt: 'A PRS-03 quebrou, vai ficar parada por 8 horas',
    });
    fireEvent.click(screen.getByRole('button', { name: /^Análise de Prazo de Entrega/ }));
    fireEvent.click(
      within(screen.getByRole('article', { name: 'O-rings em dois dias' })).getByRole('button', {
        name: 'Experimente',
      }),
    );
    expect(openScreen).toHaveBeenLastCalledWith({
      screen: 'inventory',
      promisePrompt: 'Conseguimos fazer 500 unidades de STD-101 em 2 dias a US$ 48?',
    });
    expect(screen.getByRole('complementary', { name: 'Guia Rápido' })).toBeInTheDocument();
  });
});
