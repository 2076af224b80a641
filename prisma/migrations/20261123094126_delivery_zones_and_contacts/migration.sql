-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "line1" VARCHAR(120),
ADD COLUMN     "line2" VARCHAR(120),
ADD COLUMN     "postcode" VARCHAR(8),
ADD COLUMN     "riderNotes" VARCHAR(300),
ADD COLUMN     "town" VARCHAR(60);

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "contactName" VARCHAR(80),
ADD COLUMN     "phone" VARCHAR(20);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "contactName" VARCHAR(80),
ADD COLUMN     "contactPhone" VARCHAR(20),
ADD COLUMN     "deliveryPostcode" VARCHAR(8),
ADD COLUMN     "deliveryZone" VARCHAR(60),
ADD COLUMN     "riderNotes" VARCHAR(300);

-- CreateTable
CREATE TABLE "DeliveryZone" (
    "id" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "outwardCodes" TEXT[],
    "feePence" INTEGER NOT NULL,
    "minimumOrderPence" INTEGER NOT NULL,
    "extraMinutes" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryZone_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryZone_name_key" ON "DeliveryZone"("name");

