-- CreateEnum
CREATE TYPE "PromotionKind" AS ENUM ('percent_off_subtotal', 'amount_off_subtotal', 'percent_off_lines', 'multi_buy', 'free_item', 'free_delivery');

-- CreateEnum
CREATE TYPE "PromotionPlacement" AS ENUM ('banner', 'order_page', 'offers_strip', 'home_deals');

-- CreateEnum
CREATE TYPE "PromotionAudience" AS ENUM ('everyone', 'signed_in', 'first_order');

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "discountPence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "freeWith" VARCHAR(80);

-- CreateTable
CREATE TABLE "Promotion" (
    "id" UUID NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "headline" VARCHAR(120) NOT NULL,
    "badge" VARCHAR(12) NOT NULL,
    "description" VARCHAR(300) NOT NULL,
    "imagePath" TEXT,
    "placements" "PromotionPlacement"[],
    "code" VARCHAR(32),
    "isCombinable" BOOLEAN NOT NULL DEFAULT true,
    "audience" "PromotionAudience" NOT NULL DEFAULT 'everyone',
    "oncePerCustomer" BOOLEAN NOT NULL DEFAULT false,
    "usageCap" INTEGER,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "days" INTEGER[],
    "fromTime" VARCHAR(5),
    "toTime" VARCHAR(5),
    "minSpendPence" INTEGER,
    "kind" "PromotionKind" NOT NULL,
    "percent" INTEGER,
    "amountPence" INTEGER,
    "categoryIds" UUID[],
    "dietary" TEXT[],
    "sizes" "Size"[],
    "quantity" INTEGER,
    "setPricePence" INTEGER,
    "freeItemId" UUID,
    "freeItemSize" "Size",
    "linkCategoryId" UUID,
    "position" INTEGER NOT NULL DEFAULT 0,
    "retiredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Promotion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionRedemption" (
    "id" UUID NOT NULL,
    "promotionId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "customerId" UUID NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "code" VARCHAR(32),
    "amountPence" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromotionRedemption_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Promotion_code_key" ON "Promotion"("code");

-- CreateIndex
CREATE INDEX "Promotion_retiredAt_position_idx" ON "Promotion"("retiredAt", "position");

-- CreateIndex
CREATE INDEX "PromotionRedemption_customerId_promotionId_idx" ON "PromotionRedemption"("customerId", "promotionId");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionRedemption_promotionId_orderId_key" ON "PromotionRedemption"("promotionId", "orderId");

-- AddForeignKey
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_freeItemId_fkey" FOREIGN KEY ("freeItemId") REFERENCES "CategoryItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionRedemption" ADD CONSTRAINT "PromotionRedemption_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionRedemption" ADD CONSTRAINT "PromotionRedemption_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

