-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "escalatedAt" TIMESTAMP(3),
ADD COLUMN     "number" INTEGER;

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" UUID NOT NULL,
    "adminId" UUID NOT NULL,
    "endpoint" VARCHAR(1000) NOT NULL,
    "p256dh" VARCHAR(200) NOT NULL,
    "auth" VARCHAR(100) NOT NULL,
    "userAgent" VARCHAR(300),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastPushedAt" TIMESTAMP(3),

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KitchenSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "autoAccept" BOOLEAN NOT NULL DEFAULT false,
    "escalateAfterMinutes" INTEGER NOT NULL DEFAULT 5,
    "selfPauseAfterOrders" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KitchenSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SelfPause" (
    "id" UUID NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,
    "orderCount" INTEGER NOT NULL,

    CONSTRAINT "SelfPause_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_adminId_idx" ON "PushSubscription"("adminId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Order numbers people can say (decision 032): a running sequence from 1001, taken when an
-- order is paid. Orders already paid get theirs now, in the order they were placed.
CREATE SEQUENCE "OrderNumber" START WITH 1001;

UPDATE "Order" AS o
SET "number" = numbered.n
FROM (
  SELECT id, nextval('"OrderNumber"') AS n
  FROM (SELECT id FROM "Order" WHERE status <> 'pending' ORDER BY COALESCE("placedAt", "createdAt"), id) AS paid
) AS numbered
WHERE o.id = numbered.id;
