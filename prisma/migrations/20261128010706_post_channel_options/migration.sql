-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "channelOptions" JSONB;
