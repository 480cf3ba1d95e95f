-- AlterTable
ALTER TABLE "PlanItem" ADD COLUMN     "photoId" TEXT;

-- CreateIndex
CREATE INDEX "PlanItem_photoId_idx" ON "PlanItem"("photoId");

-- AddForeignKey
ALTER TABLE "PlanItem" ADD CONSTRAINT "PlanItem_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;
