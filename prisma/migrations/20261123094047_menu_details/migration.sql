-- CreateEnum
CREATE TYPE "Allergen" AS ENUM ('celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya', 'sulphites');

-- CreateEnum
CREATE TYPE "DietaryLabel" AS ENUM ('vegetarian', 'vegan', 'gluten_free');

-- AlterTable
ALTER TABLE "CategoryItem" ADD COLUMN     "allergens" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "dietary" "DietaryLabel"[] DEFAULT ARRAY[]::"DietaryLabel"[],
ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mayContain" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "soldOut" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "soldOutUntil" TIMESTAMP(3),
ADD COLUMN     "spice" SMALLINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "allergens" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[];

-- AlterTable
ALTER TABLE "Subcategory" ADD COLUMN     "allergensAdded" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "allergensRemoved" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "soldOut" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "soldOutUntil" TIMESTAMP(3);

