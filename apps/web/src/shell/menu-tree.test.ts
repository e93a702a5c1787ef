import { describe, expect, it } from 'vitest';
import { initiallyExpandedFolders, toggleFolder } from './menu-tree.ts';

// The tree's folders, leaves and codes are checked where a user sees them, in the rendered shell
// (EnterpriseShell.test.tsx); here only the folder-toggling rule.
describe('menu tree folders (enterprise-shell §2)', () => {
  it('toggling a folder flips only that folder', () => {
    const start = initiallyExpandedFolders();
    const collapsed = toggleFolder(start, 'production');
    expect([...collapsed]).toEqual(['materials']);
    expect([...toggleFolder(collapsed, 'tools')].sort()).toEqual(['materials', 'tools']);
    expect([...toggleFolder(collapsed, 'production')].sort()).toEqual(['materials', 'production']);
    expect([...start]).toEqual(['production', 'materials']);
  });
});
