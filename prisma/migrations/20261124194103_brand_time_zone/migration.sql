-- AlterTable
ALTER TABLE "BusinessProfile" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';
