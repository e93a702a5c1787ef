import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { FinancialScreen } from './FinancialScreen.tsx';
import { makeProductCost } from './financial-test-factories.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEAL = makeProductCost({
  product_id: 'FG-2002',
  product_name: 'Door seal',
  material_cost_per_unit: 3,
  labor_cost_per_unit: 1.5,
  total_cost_per_unit: 4.5,
  material_cost: 3,
  labor_cost: 1.5,
  total_cost: 4.5,
  standard_cost: 5,
});

/** The server's roll-up scaled to the quantity asked, as GET /financial/product-costing answers it. */
function stubCosting() {
  return stubApi({
    'GET /api/health': () => jsonResponse(HEALTH),
    'GET /api/financial/product-costing': (url) => {
      const quantity = Number(url.searchParams.get('quantity') ?? 1);
      const scaled = [makeProductCost(), SEAL].map((product) => ({
        ...product,
        quantity,
        material_cost: product.material_cost_per_unit * quantity,
        labor_cost: product.labor_cost_per_unit * quantity,
        total_cost: product.total_cost_per_unit * quantity,
      }));
      return jsonResponse({ quantity, products: scaled });
    },
  });
}

function rollUpRow(label: string) {
  return within(screen.getByRole('table', { name: 'Cost roll-up' })).getByRole('row', {
    name: new RegExp(`^${label}`),
  });
}

describe('CK11N Product Costing (BOM + routing cost roll-up)', () => {
  it("shows a product's material, routing and total cost per unit, with the operations and materials behind them", async () => {
    stubCosting();
    renderWithQueries(<FinancialScreen initialView="costing" />);
    await screen.findByRole('table', { name: 'Cost roll-up' });
    expect(screen.getByRole('heading', { name: /Cost roll-up: FG-1001 Engine mount/ })).toBeInTheDocument();
    expect(rollUpRow('Material cost')).toHaveTextContent('$12.50');
    expect(rollUpRow('Routing cost')).toHaveTextContent('$6.25');
    expect(rollUpRow('Total cost')).toHaveTextContent('$18.75');
    expect(rollUpRow('Standard cost')).toHaveTextContent('$20.00');
    const operations = screen.getByRole('table', { name: 'Routing operations' });
    expect(within(operations).getAllByRole('row')).toHaveLength(3);
    expect(within(operations).getByRole('row', { name: /Mixing/ })).toHaveTextContent('$85.00');
    expect(screen.getByRole('table', { name: 'Materials (BOM)' })).toHaveTextContent('RM-778');
  });

  it('the overview lists every product; choosing one shows its roll-up', async () => {
    stubCosting();
    renderWithQueries(<FinancialScreen initialView="costing" />);
    const overview = await screen.findByRole('table', { name: 'Cost per unit of every product' });
    expect(within(overview).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'FG-2002' } });
    expect(screen.getByRole('heading', { name: /Cost roll-up: FG-2002 Door seal/ })).toBeInTheDocument();
    expect(rollUpRow('Total cost')).toHaveTextContent('$4.50');
    fireEvent.click(within(overview).getByRole('row', { name: /FG-1001/ }));
    expect(screen.getByRole('heading', { name: /Cost roll-up: FG-1001/ })).toBeInTheDocument();
  });

  it('asks the roll-up for the quantity typed and shows the cost for it', async () => {
    const fetchMock = stubCosting();
    renderWithQueries(<FinancialScreen initialView="costing" />);
    await screen.findByRole('table', { name: 'Cost roll-up' });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '100' } });
    await waitFor(() => expect(rollUpRow('Total cost')).toHaveTextContent('$1,875.00'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('quantity=100'))).toBe(true);
  });

  it('a quantity below 1 is not sent', async () => {
    const fetchMock = stubCosting();
    renderWithQueries(<FinancialScreen initialView="costing" />);
    await screen.findByRole('table', { name: 'Cost roll-up' });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0' } });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('quantity=0'))).toBe(false);
  });
});
