import { describe, expect, it } from 'vitest';
import { userLabel } from './status-bar.ts';

// The fixed labels (PRD / Takt, client 100, 0.15s) are checked in the rendered status bar
// (EnterpriseShell.test.tsx); here only the rule that picks the user's label.
describe('status bar user label (enterprise-shell §1)', () => {
  it.each([
    [{ firstName: 'Ana', emails: ['ana@plant.example'] }, 'Ana'],
    [{ firstName: '  ', emails: ['ana@plant.example', 'a2@plant.example'] }, 'ana@plant.example'],
    [{ emails: [] }, 'User'],
    [{}, 'User'],
  ])('user label of %j is %s', (profile, label) => {
    expect(userLabel(profile)).toBe(label);
  });
});
