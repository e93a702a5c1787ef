import type { CustomerRow, LocationRow, VendorRow } from './rows.ts';

type CustomerSpec = [id: string, name: string, country: string, creditLimit: number, termsDays: number];

// biome-ignore format: one row per line reads as a table
const CUSTOMER_SPECS: CustomerSpec[] = [
  ['C-1001', 'Meridian Motors, Assembly Plant Sul', 'BR', 2_500_000, 60],
  ['C-1002', 'Atlas Truck & Bus Ltda.', 'BR', 1_800_000, 45],
  ['C-1003', 'Veloce Automotive S.p.A.', 'IT', 1_200_000, 60],
  ['C-1004', 'Kestrel Pumps Ltd.', 'GB', 400_000, 30],
  ['C-1005', 'Norvik Hydraulics AB', 'SE', 350_000, 30],
  ['C-1006', 'Serra Agro Máquinas Ltda.', 'BR', 500_000, 45],
  ['C-1007', 'Halden Fluid Power GmbH', 'DE', 300_000, 30],
  ['C-1008', 'Coastal Auto Aftermarket Inc.', 'US', 600_000, 45],
  ['C-1009', 'Tamarind Industrial Supply', 'MX', 250_000, 30],
  ['C-1010', 'Basalt Heavy Equipment S.A.', 'AR', 450_000, 60],
  ['C-1011', 'Pampa Distribuidora de Vedações Ltda.', 'BR', 200_000, 30],
  ['C-1012', 'Lumen Appliances S.A. de C.V.', 'MX', 300_000, 45],
];

export const CUSTOMERS: CustomerRow[] = CUSTOMER_SPECS.map(([id, name, country, creditLimit, termsDays]) => ({
  customer_id: id,
  name,
  country,
  credit_limit: creditLimit,
  payment_terms_days: termsDays,
}));

type VendorSpec = [id: string, name: string, country: string, rating: number];

// biome-ignore format: one row per line reads as a table
const VENDOR_SPECS: VendorSpec[] = [
  ['V-2001', 'Sunda Rubber Trading Sdn. Bhd.', 'MY', 4.4],
  ['V-2002', 'Chao Phraya Latex Co., Ltd.', 'TH', 4.1],
  ['V-2003', 'Rheinland Synthetic Rubber GmbH', 'DE', 4.7],
  ['V-2004', 'Paulista Elastômeros Ltda.', 'BR', 3.9],
  ['V-2005', 'Nordkarbon AB', 'SE', 4.5],
  ['V-2006', 'Carbonos del Plata S.A.', 'AR', 3.8],
  ['V-2007', 'Meridiem Rubber Chemicals Ltd.', 'GB', 4.6],
  ['V-2008', 'Zincobras Óxidos Ltda.', 'BR', 4.2],
  ['V-2009', 'Fina do Sul Petroquímica S.A.', 'BR', 4.0],
  ['V-2010', 'Keystone Precision Stampings Inc.', 'US', 4.3],
  ['V-2011', 'Fiação Técnica Paranaense Ltda.', 'BR', 4.1],
  ['V-2012', 'Embalagens Ribeira Ltda.', 'BR', 3.7],
  ['V-2013', 'Hidrotec Manutenção Industrial Ltda.', 'BR', 4.2],
  ['V-2014', 'Companhia Paulista de Energia e Vapor', 'BR', 3.6],
];

export const VENDORS: VendorRow[] = VENDOR_SPECS.map(([id, name, country, rating]) => ({
  vendor_id: id,
  name,
  country,
  rating,
}));

export const LOCATIONS: LocationRow[] = [
  { location_id: 'MAIN', name: 'Main Warehouse' },
  { location_id: 'PRODUCTION', name: 'Production Floor' },
  { location_id: 'QUARANTINE', name: 'Quarantine' },
  { location_id: 'SHIPPING', name: 'Shipping' },
];
