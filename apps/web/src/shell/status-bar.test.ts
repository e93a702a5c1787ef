import { describe, expect, it } from 'vitest';
import { SYSTEM_LABEL, userLabel } from './status-bar.ts';

describe('status bar labels (enterprise-shell §1)', () => {
  it('the system label is PRD / Takt', () => {
    expect(SYSTEM_LABEL).toBe('PRD / Takt');
  });

  it.each([
    [{ firstName: 'Ana', emails: ['ana@plant.example'] }, 'Ana'],
    [{ firstName: '  ', emails: ['ana@plant.example', 'a2@plant.example'] }, 'ana@plant.example'],
    [{ emails: [] }, 'User'],
    [{}, 'User'],
  ])('user label of %j is %s', (profile, label) => {
    expect(userLabel(profile)).toBe(label);
  });
});
