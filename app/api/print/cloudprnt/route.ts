import { NextResponse } from "next/server";
import {
  CLOUDPRNT_BODY_LIMIT,
  ZCloudPrntConfirmQueryDto,
  ZCloudPrntJobQueryDto,
  ZCloudPrntPollDto,
} from "@/lib/api/print/cloudprnt/contract";
import { printerRoute } from "@/lib/api/print/cloudprnt/handle";
import { parseWith, readJson } from "@/lib/platform/http";
import { confirmPrintJob, fetchPrintJob, pollPrinter } from "@/lib/printing";

// Star CloudPRNT: poll (POST), fetch the job (GET), confirm it (DELETE). Decision 029.

export const POST = printerRoute(async ({ req, printer }) => {
  const status = await readJson(req, ZCloudPrntPollDto, CLOUDPRNT_BODY_LIMIT);
  return NextResponse.json(await pollPrinter(printer, status));
});

export const GET = printerRoute(async ({ printer, query }) => {
  const { type, token } = parseWith(ZCloudPrntJobQueryDto, query);
  const job = await fetchPrintJob(printer, { type, token });
  return new NextResponse(Buffer.from(job.body), {
    headers: { "content-type": job.contentType, "cache-control": "no-store" },
  });
});

export const DELETE = printerRoute(async ({ printer, query }) => {
  const { code, token } = parseWith(ZCloudPrntConfirmQueryDto, query);
  return NextResponse.json(await confirmPrintJob(printer, { code, token }));
});
