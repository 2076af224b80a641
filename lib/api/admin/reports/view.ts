import type { TDayReportDto, TVatReportDto } from "./contract";

// The reports in the screens' words. The wire's names are already plain here (no spec names),
// so the views are the answers as they come; the screens import these, not the contract's types.

export type DayReportView = TDayReportDto;
export type VatReportView = TVatReportDto;
export type VatRowView = TVatReportDto["vat"]["net"][number];
export type DayTakingsView = TVatReportDto["days"][number];

export const toDayReportView = (dto: TDayReportDto): DayReportView => dto;
export const toVatReportView = (dto: TVatReportDto): VatReportView => dto;
