-- A kitchen ticket printed before its order was cancelled or rejected stayed on the rail with
-- nothing to say so: the printer that printed it now prints a "CANCELLED – DO NOT MAKE" slip.

-- AlterTable
ALTER TABLE "PrintJob" ADD COLUMN "isVoid" BOOLEAN NOT NULL DEFAULT false;
