-- CreateTable
CREATE TABLE "ShopProfile" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tradingName" TEXT NOT NULL,
    "logoPath" TEXT,
    "address" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "companyNumber" TEXT,
    "vatNumber" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShopProfile_pkey" PRIMARY KEY ("id")
);

