-- CreateIndex
CREATE INDEX "Order_updatedAt_idx" ON "Order"("updatedAt");
