-- "Order again" clicked twice added everything to the basket twice: the last reorder of each
-- order and what it answered, so the same reorder again within seconds answers it again.

-- CreateTable
CREATE TABLE "Reorder" (
    "customerId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "result" JSONB NOT NULL,

    CONSTRAINT "Reorder_pkey" PRIMARY KEY ("customerId","orderId")
);

-- CreateIndex
CREATE INDEX "Reorder_orderId_idx" ON "Reorder"("orderId");

-- AddForeignKey
ALTER TABLE "Reorder" ADD CONSTRAINT "Reorder_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reorder" ADD CONSTRAINT "Reorder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

