-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "publishCopies" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "SandboxFacebookPost" ADD COLUMN     "altText" TEXT;

-- AlterTable
ALTER TABLE "SandboxInstagramContainer" ADD COLUMN     "children" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "isCarouselItem" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "SandboxFacebookPhoto" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "postId" INTEGER,
    "position" INTEGER,
    "imageData" BYTEA NOT NULL,
    "imageType" TEXT NOT NULL,
    "altText" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxFacebookPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostPhoto" (
    "postId" INTEGER NOT NULL,
    "photoId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PostPhoto_pkey" PRIMARY KEY ("postId","position")
);

-- CreateIndex
CREATE INDEX "SandboxFacebookPhoto_userId_createdAt_idx" ON "SandboxFacebookPhoto"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxFacebookPhoto_postId_position_key" ON "SandboxFacebookPhoto"("postId", "position");

-- CreateIndex
CREATE INDEX "PostPhoto_photoId_idx" ON "PostPhoto"("photoId");

-- CreateIndex
CREATE UNIQUE INDEX "PostPhoto_postId_photoId_key" ON "PostPhoto"("postId", "photoId");

-- AddForeignKey
ALTER TABLE "SandboxFacebookPhoto" ADD CONSTRAINT "SandboxFacebookPhoto_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxFacebookPhoto" ADD CONSTRAINT "SandboxFacebookPhoto_postId_fkey" FOREIGN KEY ("postId") REFERENCES "SandboxFacebookPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostPhoto" ADD CONSTRAINT "PostPhoto_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostPhoto" ADD CONSTRAINT "PostPhoto_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;
