import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedFace, switchFace } from './face.ts';

beforeEach(() => localStorage.clear());

describe('face switch (enterprise-shell §1)', () => {
  it('opens the modern workspace when no flag is stored', () => {
    expect(storedFace()).toBe('workspace');
  });

  it.each([
    ['true', 'shell'],
    ['false', 'workspace'],
  ])('reads enterprise_ui=%s as the %s', (flag, face) => {
    localStorage.setItem('enterprise_ui', flag);
    expect(storedFace()).toBe(face);
  });

  it('the link back to the modern interface stores the flag as false and reloads', () => {
    localStorage.setItem('enterprise_ui', 'true');
    const reload = vi.fn();
    switchFace('workspace', reload);
    expect(localStorage.getItem('enterprise_ui')).toBe('false');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the switch to the enterprise shell stores the flag as true and reloads', () => {
    const reload = vi.fn();
    switchFace('shell', reload);
    expect(localStorage.getItem('enterprise_ui')).toBe('true');
    expect(reload).toHaveBeenCalledOnce();
  });
});
