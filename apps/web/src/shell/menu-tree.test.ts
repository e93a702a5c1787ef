import { describe, expect, it } from 'vitest';
import { initiallyExpandedFolders, MENU_TREE, toggleFolder } from './menu-tree.ts';

function leavesOf(folderLabel: string) {
  return MENU_TREE.find((folder) => folder.label === folderLabel)?.leaves.map((l) => [
    l.label,
    l.code,
    l.screen,
  ]);
}

describe('menu tree (enterprise-shell §2)', () => {
  it('has the four folders in order', () => {
    expect(MENU_TREE.map((folder) => folder.label)).toEqual([
      'Production',
      'Materials Management',
      'Finance & Controlling',
      'Tools',
    ]);
  });

  it('expands Production and Materials Management by default', () => {
    expect([...initiallyExpandedFolders()]).toEqual(['production', 'materials']);
  });

  it('Production: scheduling, orders, capacity, line balancing', () => {
    expect(leavesOf('Production')).toEqual([
      ['Production Scheduling', 'PP01', 'schedule'],
      ['Production Orders', 'CO01', 'orders'],
      ['Capacity Planning', 'CM01', 'capacity'],
      ['Line Balancing', 'PP02', 'balance'],
    ]);
  });

  it('Materials Management: BOM, MRP, inventory, material master', () => {
    expect(leavesOf('Materials Management')).toEqual([
      ['Bill of Materials', 'CS01', 'bom'],
      ['MRP Planning', 'MD01', 'mrp'],
      ['Inventory Management', 'MB51', 'inventory'],
      ['Material Master', 'MM01', 'masterdata'],
    ]);
  });

  it('Finance & Controlling: both leaves open the financial screen', () => {
    expect(leavesOf('Finance & Controlling')).toEqual([
      ['Financial Reports', 'F.01', 'financial'],
      ['Product Costing', 'CK11N', 'financial'],
    ]);
  });

  it('Tools: examples, and User Settings which opens nothing', () => {
    expect(leavesOf('Tools')).toEqual([
      ['Examples and Demos', 'ZEX01', 'examples'],
      ['User Settings', 'SU01', null],
    ]);
  });

  it('toggling a folder flips only that folder', () => {
    const start = initiallyExpandedFolders();
    const collapsed = toggleFolder(start, 'production');
    expect([...collapsed]).toEqual(['materials']);
    expect([...toggleFolder(collapsed, 'tools')].sort()).toEqual(['materials', 'tools']);
    expect([...toggleFolder(collapsed, 'production')].sort()).toEqual(['materials', 'production']);
    expect([...start]).toEqual(['production', 'materials']);
  });
});
