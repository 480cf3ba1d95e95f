-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "originalContent" TEXT;

-- Posts a writer produced: their text has not been edited in Postloom before now, so it is the writer's own.
UPDATE "Post" SET "originalContent" = "content" WHERE "writer" IS NOT NULL;
