-- CreateEnum
CREATE TYPE "PrinterProtocol" AS ENUM ('cloudprnt', 'bridge');

-- CreateEnum
CREATE TYPE "PrintPurpose" AS ENUM ('kitchen', 'receipt');

-- CreateEnum
CREATE TYPE "PrintJobStatus" AS ENUM ('queued', 'offered', 'printed', 'failed');

-- CreateTable
CREATE TABLE "Printer" (
    "id" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "protocol" "PrinterProtocol" NOT NULL,
    "purposes" "PrintPurpose"[],
    "categoryIds" UUID[],
    "copies" SMALLINT NOT NULL DEFAULT 1,
    "username" VARCHAR(40) NOT NULL,
    "passwordHash" VARCHAR(64) NOT NULL,
    "pollSeconds" INTEGER NOT NULL DEFAULT 5,
    "lastSeenAt" TIMESTAMP(3),
    "lastStatus" VARCHAR(100),
    "macAddress" VARCHAR(32),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Printer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrintJob" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "printerId" UUID NOT NULL,
    "purpose" "PrintPurpose" NOT NULL,
    "status" "PrintJobStatus" NOT NULL DEFAULT 'queued',
    "token" VARCHAR(64),
    "offeredAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "printAt" TIMESTAMP(3) NOT NULL,
    "printedAt" TIMESTAMP(3),
    "lastCode" VARCHAR(100),
    "isReprint" BOOLEAN NOT NULL DEFAULT false,
    "onceKey" VARCHAR(120),
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrintJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Printer_username_key" ON "Printer"("username");

-- CreateIndex
CREATE UNIQUE INDEX "PrintJob_token_key" ON "PrintJob"("token");

-- CreateIndex
CREATE UNIQUE INDEX "PrintJob_onceKey_key" ON "PrintJob"("onceKey");

-- CreateIndex
CREATE INDEX "PrintJob_printerId_status_printAt_idx" ON "PrintJob"("printerId", "status", "printAt");

-- CreateIndex
CREATE INDEX "PrintJob_orderId_idx" ON "PrintJob"("orderId");

-- AddForeignKey
ALTER TABLE "PrintJob" ADD CONSTRAINT "PrintJob_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrintJob" ADD CONSTRAINT "PrintJob_printerId_fkey" FOREIGN KEY ("printerId") REFERENCES "Printer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrintJob" ADD CONSTRAINT "PrintJob_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Admin"("id") ON DELETE SET NULL ON UPDATE CASCADE;

