-- AlterTable
ALTER TABLE "GeneratedImage" ADD COLUMN     "instagramJpeg" BYTEA;
