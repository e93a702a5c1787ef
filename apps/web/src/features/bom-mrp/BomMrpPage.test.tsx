import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askBomAssistant, fetchBom } from '../../api/bom-api.ts';
import { renderWithQueries } from '../../test-utils.tsx';
import { BomMrpPage } from './BomMrpPage.tsx';
import { makeBom } from './bom-test-factories.ts';

vi.mock('../../api/bom-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/bom-api.ts')>()),
  fetchBom: vi.fn(),
  askBomAssistant: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(fetchBom).mockResolvedValue(makeBom());
});
afterEach(() => vi.clearAllMocks());

function chooseProduct(productId: string) {
  const input = screen.getByRole('textbox', { name: 'Product/Material' });
  fireEvent.change(input, { target: { value: productId } });
  fireEvent.submit(input);
}

describe('BOM Management and MRP Planning page (planning-workspaces §2, §7, §8)', () => {
  it('has the context line, six quick actions, the shortcut footer and five tabs', () => {
    renderWithQueries(<BomMrpPage />);
    expect(screen.getByText(/^Plant/)).toHaveTextContent('Plant 1000');
    expect(screen.getByText(/^BOM Usage/)).toHaveTextContent('BOM Usage 1 Production');
    expect(screen.getByText(/^Valid From/)).toHaveTextContent(/Valid From \d{4}-\d{2}-\d{2}/);
    const quickActions = within(screen.getByRole('group', { name: 'Quick actions' })).getAllByRole('button');
    expect(quickActions).toHaveLength(6);
    expect(screen.getByText('Ctrl+S').parentElement).toHaveTextContent('Ctrl+S Save');
    expect(screen.getByText('Ctrl+E').parentElement).toHaveTextContent('Ctrl+E Explode');
    expect(screen.getByText('Ctrl+M').parentElement).toHaveTextContent('Ctrl+M Run MRP');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'BOM Management (CS01/CS02/CS03)',
      'BOM Explorer (CS11/CS12)',
      'MRP Planning (MD01/MD02)',
      'Stock Requirements (MD04)',
      'Where-Used (CS15)',
    ]);
  });

  it('a quick action opens the AI chat and asks with the product, view and BOM as context', async () => {
    vi.mocked(askBomAssistant).mockResolvedValue({
      success: true,
      intent: 'cost',
      reasoning: ['Read the question as "cost".'],
      explanation: 'Material cost of 1 × P-1: $21.00',
      data: {},
    });
    renderWithQueries(<BomMrpPage />);
    chooseProduct('p-1');
    await screen.findByDisplayValue('Engine mount');
    fireEvent.click(screen.getByRole('button', { name: 'Cost Roll-up' }));
    const chat = screen.getByRole('complementary', { name: 'AI Assistant' });
    expect(await within(chat).findByText('Material cost of 1 × P-1: $21.00')).toBeInTheDocument();
    expect(askBomAssistant).toHaveBeenCalledWith('How much does P-1 cost?', {
      product_id: 'P-1',
      current_view: 'bom',
      bom_data: { components: makeBom().components },
    });
    expect(screen.getByRole('button', { name: 'AI Chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    [new Error('Assistant offline'), 'Assistant offline'],
    [new Error(''), 'AI query failed'],
  ])(
    "a failed AI query shows the message, or 'AI query failed', and the panel says 'Error processing request'",
    async (error, shown) => {
      vi.mocked(askBomAssistant).mockRejectedValue(error);
      renderWithQueries(<BomMrpPage />);
      fireEvent.click(screen.getByRole('button', { name: 'AI Chat' }));
      const chat = screen.getByRole('complementary', { name: 'AI Assistant' });
      fireEvent.change(within(chat).getByRole('textbox', { name: 'Ask the AI assistant' }), {
        target: { value: 'What is the critical path?' },
      });
      fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
      expect(await within(chat).findByText('Error processing request')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(shown);
    },
  );

  it('AI Suggest offers the suggested components and adds one as a line; a failure is only logged', async () => {
    vi.mocked(askBomAssistant).mockResolvedValueOnce({
      success: true,
      intent: 'suggest_components',
      reasoning: [],
      explanation: 'Components used by similar products',
      data: {
        suggested_components: [
          {
            item_id: 'PKG-LABEL',
            item_name: 'Product label',
            quantity_per: 0.1,
            uom: 'PC',
            component_type: 'PACKAGING',
            unit_cost: 0.02,
            used_by_similar_products: 3,
          },
        ],
      },
    });
    renderWithQueries(<BomMrpPage />);
    chooseProduct('P-1');
    await screen.findByDisplayValue('Engine mount');
    fireEvent.click(screen.getByRole('button', { name: 'Get Suggestions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add PKG-LABEL' }));
    expect(screen.getByLabelText('Item ID, line 20')).toHaveValue('PKG-LABEL');
    expect(screen.getByTestId('bom-mode')).toHaveTextContent('Change mode');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(askBomAssistant).mockRejectedValueOnce(new Error('down'));
    fireEvent.click(screen.getByRole('button', { name: 'Get Suggestions' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
