-- A device's new-order alerts end with the session it subscribed in. Subscriptions already made
-- keep a null sessionId: which session made them was never recorded.
-- AlterTable
ALTER TABLE "PushSubscription" ADD COLUMN     "sessionId" UUID;

-- CreateIndex
CREATE INDEX "PushSubscription_sessionId_idx" ON "PushSubscription"("sessionId");

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;

