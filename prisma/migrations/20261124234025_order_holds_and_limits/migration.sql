-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "basketKey" TEXT,
ADD COLUMN     "soldOutSinceOrdered" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "unavailableAtPayment" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "maxOrderPence" INTEGER NOT NULL DEFAULT 50000;

