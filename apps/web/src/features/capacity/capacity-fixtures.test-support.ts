/** A CM01 answer of two weeks and two presses, one overloaded, as GET /api/capacity gives it. */
export const cell = (id: string, capacity: number, planned: number, level: string) => ({
  id,
  name: `${id} name`,
  type: 'Press',
  capacity_hours: capacity,
  planned_hours: planned,
  utilization: Math.round((planned / capacity) * 1000) / 10,
  available_hours: Math.max(0, capacity - planned),
  overload: planned > capacity,
  level,
});

export function answer(period: string, workCenterId: string | null = null) {
  const all = [
    {
      date: '2026-11-23',
      end_date: '2026-11-30',
      cells: [cell('PRS-01', 80, 40, 'low'), cell('PRS-05', 80, 90, 'overload')],
    },
    {
      date: '2026-11-30',
      end_date: '2026-12-07',
      cells: [cell('PRS-01', 80, 76, 'high'), cell('PRS-05', 80, 60, 'healthy')],
    },
  ];
  return {
    source: 'playground',
    as_of: '2026-11-25T10:00:00.000Z',
    time_zone: 'America/Sao_Paulo',
    period,
    include_planned_orders: false,
    work_center_id: workCenterId,
    days: all.map((d) => ({
      date: d.date,
      end_date: d.end_date,
      work_centers: d.cells.filter((c) => workCenterId === null || c.id === workCenterId),
      total_capacity: 160,
      total_load: 130,
      overall_utilization: 81.3,
      bottlenecks: d.cells.filter((c) => c.overload).map((c) => c.id),
    })),
    totals: {
      total_capacity: 320,
      planned_load: 266,
      overall_utilization: 83.1,
      bottlenecks: ['PRS-05'],
      free_capacity: 54,
    },
    recommendations: [
      {
        kind: 'overtime',
        work_center_id: 'PRS-05',
        date: '2026-11-23',
        hours: 10,
        order_id: null,
        operation_id: null,
        to_work_center_id: null,
        text: '10 h of overtime on PRS-05 in the week of 2026-11-23 would clear its overload',
      },
    ],
  };
}
