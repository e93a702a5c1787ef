import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explodeBom } from '../../api/bom-api.ts';
import { ApiError } from '../../api/client.ts';
import { BomExplorerTab } from './BomExplorerTab.tsx';
import { makeExplosion } from './bom-test-factories.ts';

vi.mock('../../api/bom-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/bom-api.ts')>()),
  explodeBom: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const structure = () => screen.getByRole('list', { name: 'BOM structure' });
const row = (itemId: string) => structure().querySelector(`[data-item="${itemId}"]`);
const itemButton = (itemId: string) =>
  within(structure()).queryByRole('button', { name: new RegExp(`^${itemId}`) });

async function explode() {
  vi.mocked(explodeBom).mockResolvedValue(makeExplosion());
  render(<BomExplorerTab productId="FG" />);
  fireEvent.click(screen.getByRole('button', { name: 'Explode BOM' }));
  await screen.findByRole('list', { name: 'BOM structure' });
}

describe('BOM Explorer (planning-workspaces §2, §4, §5, §8)', () => {
  it('explodes the page product with quantity 1 and max level 10 by default', async () => {
    await explode();
    expect(explodeBom).toHaveBeenCalledWith({ product_id: 'FG', quantity: 1, max_level: 10 });
    expect(screen.getByRole('option', { name: 'All Levels' })).toHaveValue('99');
  });

  it('after an explosion the tree shows depth 2 and highlights the critical path', async () => {
    await explode();
    expect(itemButton('CMP')).toBeInTheDocument();
    expect(itemButton('RM-DEEP')).not.toBeInTheDocument();
    expect(row('SUB')).toHaveAttribute('data-critical', 'true');
    expect(row('PKG')).not.toHaveAttribute('data-critical');
    expect(screen.getByTestId('critical-path')).toHaveTextContent('FG -> SUB -> CMP -> RM-DEEP');
  });

  it('search expands the ancestors of the matches and highlights them; Clear removes the marks', async () => {
    await explode();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(itemButton('SUB')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search components' }), {
      target: { value: 'deep' },
    });
    expect(itemButton('RM-DEEP')).toBeInTheDocument();
    expect(row('RM-DEEP')).toHaveAttribute('data-match', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 match');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(row('RM-DEEP')).not.toHaveAttribute('data-match');
  });

  it('Expand All opens every node; a toggle collapses one', async () => {
    await explode();
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(itemButton('RM-DEEP')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse SUB' }));
    expect(itemButton('CMP')).not.toBeInTheDocument();
  });

  it('Component Details shows the chosen node, and Drill Down explodes it', async () => {
    await explode();
    fireEvent.click(itemButton('SUB')!);
    const details = screen.getByRole('complementary', { name: 'Component Details' });
    expect(details).toHaveTextContent('SUB name');
    fireEvent.click(within(details).getByRole('button', { name: 'Drill Down' }));
    await waitFor(() =>
      expect(explodeBom).toHaveBeenLastCalledWith({ product_id: 'SUB', quantity: 1, max_level: 10 }),
    );
  });

  it('shows the three views', async () => {
    await explode();
    fireEvent.click(screen.getByRole('button', { name: 'Indented List' }));
    expect(screen.getByRole('table', { name: 'Indented BOM list' })).toHaveTextContent('...3RM-DEEP');
    fireEvent.click(screen.getByRole('button', { name: 'Summarized' }));
    expect(screen.getByRole('table', { name: 'Summarized BOM' })).toHaveTextContent('PKG');
  });

  it.each([
    ['', undefined, 'Please enter a product ID'],
    [
      'FG',
      new ApiError('http', 'API error: 404 Not Found', {
        status: 404,
        serverMessage: 'No BOM exists for FG',
      }),
      'No BOM exists for FG',
    ],
    ['FG', new Error(''), 'Failed to explode BOM'],
  ])('product %j failing with %s shows %s', async (productId, error, shown) => {
    if (error) vi.mocked(explodeBom).mockRejectedValue(error);
    render(<BomExplorerTab productId={productId} />);
    fireEvent.click(screen.getByRole('button', { name: 'Explode BOM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
