-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'accepted';
ALTER TYPE "OrderStatus" ADD VALUE 'rejected';
ALTER TYPE "OrderStatus" ADD VALUE 'ready_for_collection';
ALTER TYPE "OrderStatus" ADD VALUE 'collected';

-- AlterTable
ALTER TABLE "OrderStatusChange" ADD COLUMN     "reason" VARCHAR(300);

