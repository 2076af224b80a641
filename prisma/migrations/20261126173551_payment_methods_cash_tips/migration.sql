-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('card', 'razorpay', 'cash', 'test');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "cashClearedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cashNotCollectedAt" TIMESTAMP(3),
ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "paymentMethod" "PaymentMethod" NOT NULL DEFAULT 'test',
ADD COLUMN     "tipPence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "tipPence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "cashMaxOrderPence" INTEGER NOT NULL DEFAULT 4000,
ADD COLUMN     "cashOnDelivery" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "payAtCollection" BOOLEAN NOT NULL DEFAULT false;


-- Orders made before payment methods: Razorpay's or the test mode's, as their payment says; the
-- money was in when they were placed (only a payment placed an order until now).
UPDATE "Order" o SET "paymentMethod" = 'razorpay'
  WHERE EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o.id AND p.provider = 'razorpay');
UPDATE "Order" SET "paidAt" = "placedAt" WHERE "placedAt" IS NOT NULL;
