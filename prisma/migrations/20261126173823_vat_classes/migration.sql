-- CreateEnum
CREATE TYPE "VatClass" AS ENUM ('standard', 'reduced', 'zero');

-- AlterTable
ALTER TABLE "CategoryItem" ADD COLUMN     "vatClass" "VatClass" NOT NULL DEFAULT 'standard';

-- AlterTable
ALTER TABLE "MenuOption" ADD COLUMN     "vatClass" "VatClass" NOT NULL DEFAULT 'standard';

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "vatClass" "VatClass" NOT NULL DEFAULT 'standard',
ADD COLUMN     "vatRateBasisPoints" INTEGER NOT NULL DEFAULT 2000;

