import type { MoldRow } from './rows.ts';

type MoldSpec = [
  id: string,
  name: string,
  family: string,
  cavities: number,
  presses: string[],
  status?: string,
];

// biome-ignore format: one row per line reads as a table
const SPECS: MoldSpec[] = [
  ['MLD-01', 'O-ring mold S1, 48 cavities', 'MF-ORING-S', 48, ['PRS-01', 'PRS-02', 'PRS-05', 'PRS-06']],
  ['MLD-02', 'O-ring mold S2, 48 cavities', 'MF-ORING-S', 48, ['PRS-01', 'PRS-02']],
  ['MLD-03', 'O-ring mold S3, 64 cavities, compression', 'MF-ORING-S', 64, ['PRS-05', 'PRS-06']],
  ['MLD-04', 'O-ring mold M1, 24 cavities', 'MF-ORING-M', 24, ['PRS-01', 'PRS-02', 'PRS-05']],
  ['MLD-05', 'O-ring mold M2, 24 cavities', 'MF-ORING-M', 24, ['PRS-02', 'PRS-06'], 'maintenance'],
  ['MLD-06', 'O-ring mold L1, 12 cavities', 'MF-ORING-L', 12, ['PRS-03', 'PRS-04']],
  ['MLD-07', 'O-ring mold L2, 16 cavities, compression', 'MF-ORING-L', 16, ['PRS-05']],
  ['MLD-08', 'Oil seal mold 35x52, 8 cavities', 'MF-OILSEAL-35', 8, ['PRS-05', 'PRS-06']],
  ['MLD-09', 'Oil seal mold 35x52, 8 cavities, injection', 'MF-OILSEAL-35', 8, ['PRS-01']],
  ['MLD-10', 'Oil seal mold 50x72, 6 cavities', 'MF-OILSEAL-50', 6, ['PRS-05', 'PRS-06']],
  ['MLD-11', 'Engine mount mold EM-A, 4 cavities, insert-loaded', 'MF-MOUNT', 4, ['PRS-03', 'PRS-04']],
  ['MLD-12', 'Engine mount mold EM-B, 4 cavities, insert-loaded', 'MF-MOUNT', 4, ['PRS-03', 'PRS-04']],
  ['MLD-13', 'Gasket mold G1, 6 cavities', 'MF-GASKET', 6, ['PRS-06', 'PRS-07', 'PRS-08']],
  ['MLD-14', 'Gasket mold G2, 4 cavities', 'MF-GASKET', 4, ['PRS-07', 'PRS-08']],
  ['MLD-15', 'V-belt ring mold, A section', 'MF-VBELT', 10, ['PRS-07', 'PRS-08']],
  ['MLD-16', 'V-belt ring mold, B section', 'MF-VBELT', 8, ['PRS-07', 'PRS-08']],
];

export const MOLDS: MoldRow[] = SPECS.map(([id, name, family, cavities, presses, status]) => ({
  mold_id: id,
  name,
  mold_family: family,
  cavities,
  fits_work_centers: presses,
  status: status ?? 'available',
}));
