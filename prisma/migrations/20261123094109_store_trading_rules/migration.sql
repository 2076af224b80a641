-- CreateTable
CREATE TABLE "StoreSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "timetable" JSONB NOT NULL,
    "prepMinutes" INTEGER NOT NULL,
    "deliveryMinutes" INTEGER NOT NULL,
    "deliverySlotCapacity" INTEGER NOT NULL,
    "collectionSlotCapacity" INTEGER NOT NULL,
    "busyExtraMinutes" INTEGER NOT NULL DEFAULT 0,
    "pausedUntil" TIMESTAMP(3),
    "pausedIndefinitely" BOOLEAN NOT NULL DEFAULT false,
    "minimumAppliesToCollection" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StoreSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SlotReservation" (
    "orderId" UUID NOT NULL,
    "fulfilment" "Fulfilment" NOT NULL,
    "slotStart" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlotReservation_pkey" PRIMARY KEY ("orderId")
);

-- CreateIndex
CREATE INDEX "SlotReservation_fulfilment_slotStart_idx" ON "SlotReservation"("fulfilment", "slotStart");

-- AddForeignKey
ALTER TABLE "SlotReservation" ADD CONSTRAINT "SlotReservation_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

