-- CreateEnum
CREATE TYPE "Fulfilment" AS ENUM ('delivery', 'collection');

-- AlterTable
ALTER TABLE "Basket" ADD COLUMN     "fulfilment" "Fulfilment" NOT NULL DEFAULT 'delivery',
ADD COLUMN     "slotStart" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "fulfilment" "Fulfilment" NOT NULL DEFAULT 'delivery',
ADD COLUMN     "promisedAt" TIMESTAMP(3),
ADD COLUMN     "slotStart" TIMESTAMP(3);

