-- CreateEnum
CREATE TYPE "PhotoOrigin" AS ENUM ('UPLOADED', 'AI');

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "generatedImageId" TEXT,
ADD COLUMN     "origin" "PhotoOrigin" NOT NULL DEFAULT 'UPLOADED';

-- CreateIndex
CREATE UNIQUE INDEX "Photo_generatedImageId_key" ON "Photo"("generatedImageId");

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_generatedImageId_fkey" FOREIGN KEY ("generatedImageId") REFERENCES "GeneratedImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;
