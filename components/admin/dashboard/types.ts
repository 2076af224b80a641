// GET /api/adminauth/dashboard: money in major units of `currency`; trends in percent, null
// when the previous period had nothing to compare with.

export type TFigure = { value: number; trend: number | null };

export type TWeekDay = { date: string; weekday: string; revenue: number; orders: number; growth: number | null };

export type TDashboard = {
  currency: string;
  period: { from: string; to: string };
  totals: { orders: TFigure; delivered: TFigure; cancelled: TFigure; revenue: TFigure };
  week: TWeekDay[];
};
