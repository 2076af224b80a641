-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "adminPreview" BOOLEAN NOT NULL DEFAULT true;

