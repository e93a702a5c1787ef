import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBom } from '../api/bom-api.ts';
import { makeBom } from '../features/bom-mrp/bom-test-factories.ts';
import { renderWithQueries } from '../test-utils.tsx';
import { EnterpriseShell } from './EnterpriseShell.tsx';

vi.mock('../api/bom-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/bom-api.ts')>()),
  fetchBom: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(fetchBom).mockResolvedValue(makeBom());
});
afterEach(() => vi.clearAllMocks());

describe('the shell opens the BOM page in the mode of its code (enterprise-shell §2)', () => {
  it.each([
    ['CS01', 'Create mode'],
    ['CS02', 'Change mode'],
    ['CS03', 'Display mode'],
  ])('%s opens %s', (code, mode) => {
    renderWithQueries(<EnterpriseShell />);
    const box = screen.getByRole('textbox', { name: 'Transaction code' });
    fireEvent.change(box, { target: { value: code } });
    fireEvent.submit(box);
    expect(screen.getByTestId('bom-mode')).toHaveTextContent(mode);
  });
});
