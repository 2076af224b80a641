-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "targetName" VARCHAR(200);
