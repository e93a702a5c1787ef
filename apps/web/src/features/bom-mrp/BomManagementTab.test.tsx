import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBom, fetchBom, updateBom } from '../../api/bom-api.ts';
import { ApiError } from '../../api/client.ts';
import { renderWithQueries } from '../../test-utils.tsx';
import { BomManagementTab } from './BomManagementTab.tsx';
import type { BomMode } from './bom-form.ts';
import { makeBom, makeComponent } from './bom-test-factories.ts';

vi.mock('../../api/bom-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/bom-api.ts')>()),
  fetchBom: vi.fn(),
  createBom: vi.fn(),
  updateBom: vi.fn(),
  askBomAssistant: vi.fn(),
}));

const SPEC_MESSAGES = [
  'Product ID is required',
  'Product name is required',
  'At least one component is required',
  'Component 1: Item ID is required',
  'Component 1: Quantity must be positive',
  'Component 1: Scrap % must be between 0 and 100',
  'Circular reference detected: Component cannot be the same as parent product',
];

function renderTab(productId = 'P-1', initialMode: BomMode = 'display', onProductSaved = vi.fn()) {
  renderWithQueries(
    <BomManagementTab productId={productId} initialMode={initialMode} onProductSaved={onProductSaved} />,
  );
  return onProductSaved;
}

const mode = () => screen.getByTestId('bom-mode');
const button = (name: string) => screen.getByRole('button', { name });
const validationMessages = () =>
  within(screen.getByRole('list', { name: 'Validation errors' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  vi.mocked(fetchBom).mockResolvedValue(makeBom());
});
afterEach(() => vi.clearAllMocks());

describe('BOM Management (planning-workspaces §2, §4, §5, §8)', () => {
  it('displays the loaded BOM read-only, its lines numbered 10, 20, 30', async () => {
    vi.mocked(fetchBom).mockResolvedValue(
      makeBom({
        components: [
          makeComponent(),
          makeComponent({ item_id: 'RM-2', line_no: 20 }),
          makeComponent({ item_id: 'RM-3', line_no: 30 }),
        ],
      }),
    );
    renderTab();
    expect(await screen.findByDisplayValue('Engine mount')).toHaveAttribute('readonly');
    expect(mode()).toHaveTextContent('Display mode');
    expect(screen.getAllByRole('cell', { name: /^00[1-3]0$/ }).map((c) => c.textContent)).toEqual([
      '0010',
      '0020',
      '0030',
    ]);
    expect(screen.getByLabelText('Quantity, line 10')).toHaveAttribute('step', '0.001');
    expect(screen.getByLabelText('Unit Cost, line 10')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Scrap %, line 10')).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('Scrap %, line 10')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Scrap %, line 10')).toHaveAttribute('max', '100');
    expect(screen.getByLabelText('BOM totals')).toHaveTextContent('Components3');
  });

  it('Change is enabled only when a product ID is set', async () => {
    renderTab('');
    expect(button('Change')).toBeDisabled();
    expect(fetchBom).not.toHaveBeenCalled();
  });

  it('Change edits with the product ID read-only; the save sends the version it read', async () => {
    vi.mocked(updateBom).mockResolvedValue({ product_id: 'P-1', version: 4 });
    renderTab();
    await screen.findByDisplayValue('Engine mount');
    fireEvent.click(button('Change'));
    expect(mode()).toHaveTextContent('Change mode');
    expect(screen.getByLabelText('Product ID')).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText('Product Name'), { target: { value: 'Renamed mount' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(mode()).toHaveTextContent('Display mode'));
    expect(updateBom).toHaveBeenCalledWith(
      'P-1',
      expect.objectContaining({ product_name: 'Renamed mount', version: 3 }),
    );
  });

  it('lists every BOM save failure the server names, at once (planning-workspaces §5)', async () => {
    vi.mocked(createBom).mockRejectedValue(
      new ApiError('http', 'API error: 400 Bad Request', {
        status: 400,
        code: 'BOM_INVALID',
        serverMessage: 'The BOM cannot be saved: 7 problem(s), listed in details',
        details: SPEC_MESSAGES.map((message) => ({ field: 'body', message })),
      }),
    );
    renderTab('', 'create');
    expect(mode()).toHaveTextContent('Create mode');
    expect(screen.getByLabelText('Product ID')).not.toHaveAttribute('readonly');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(validationMessages()).toEqual(SPEC_MESSAGES));
    expect(mode()).toHaveTextContent('Create mode');

    fireEvent.click(button('Cancel'));
    expect(mode()).toHaveTextContent('Display mode');
    expect(screen.queryByRole('list', { name: 'Validation errors' })).not.toBeInTheDocument();
  });

  it.each([
    [
      new ApiError('http', 'API error: 409 Conflict', {
        status: 409,
        serverMessage: 'A BOM for P-1 already exists',
      }),
      'A BOM for P-1 already exists',
    ],
    [new Error(''), 'Failed to save BOM'],
  ])('a failed save without details shows the message, or Failed to save BOM (§8)', async (error, shown) => {
    vi.mocked(createBom).mockRejectedValue(error);
    renderTab('', 'create');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(validationMessages()).toEqual([shown]));
  });

  it('a successful create returns to display and reports the saved product', async () => {
    vi.mocked(createBom).mockResolvedValue({ product_id: 'NEW-1', version: 1 });
    vi.mocked(fetchBom).mockResolvedValue(makeBom({ product_id: 'NEW-1', product_name: 'New product' }));
    const onSaved = renderTab('', 'create');
    fireEvent.change(screen.getByLabelText('Product ID'), { target: { value: 'new-1' } });
    fireEvent.click(button('+ Add Component'));
    fireEvent.change(screen.getByLabelText('Item ID, line 10'), { target: { value: 'rm-778' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('NEW-1'));
    expect(mode()).toHaveTextContent('Display mode');
    expect(createBom).toHaveBeenCalledWith(
      expect.objectContaining({
        product_id: 'NEW-1',
        components: [expect.objectContaining({ item_id: 'RM-778', quantity_per: 1, uom: 'EA' })],
      }),
    );
  });

  it('adding a component while displaying switches to change mode', async () => {
    renderTab();
    await screen.findByDisplayValue('Engine mount');
    fireEvent.click(button('+ Add Component'));
    expect(mode()).toHaveTextContent('Change mode');
    expect(screen.getByLabelText('Item ID, line 20')).toHaveValue('');
  });

  it('Copy From loads the other product into create mode, ids cleared; a failure alerts (§4, §8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderTab();
    await screen.findByDisplayValue('Engine mount');
    vi.mocked(fetchBom).mockResolvedValueOnce(
      makeBom({ components: [makeComponent({ item_id: 'RM-COPY' })] }),
    );
    fireEvent.change(screen.getByLabelText('Copy from product'), { target: { value: 'p-2' } });
    fireEvent.click(button('Copy From'));
    await waitFor(() => expect(mode()).toHaveTextContent('Create mode'));
    expect(fetchBom).toHaveBeenLastCalledWith('P-2');
    expect(screen.getByLabelText('Item ID, line 10')).toHaveValue('RM-COPY');

    vi.mocked(fetchBom).mockRejectedValueOnce(new Error('boom'));
    fireEvent.click(button('Copy From'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to copy BOM: boom'));
    alert.mockRestore();
  });

  it("says 'Failed to load BOM data' when the load fails without a message (§8)", async () => {
    vi.mocked(fetchBom).mockRejectedValue(new Error(''));
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load BOM data');
  });

  it('a product without a BOM says so; CS02 opened on it saves by creating', async () => {
    vi.mocked(fetchBom).mockResolvedValue(null);
    vi.mocked(createBom).mockResolvedValue({ product_id: 'P-1', version: 1 });
    renderTab('P-1', 'edit');
    await waitFor(() => expect(screen.getByLabelText('Product ID')).toHaveValue('P-1'));
    fireEvent.change(screen.getByLabelText('Product Name'), { target: { value: 'Mount' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(createBom).toHaveBeenCalled());
    expect(updateBom).not.toHaveBeenCalled();
  });
});
